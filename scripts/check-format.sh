#!/usr/bin/env bash
# The Swift sources in the checked-in style: `swift format lint --strict` (swift-format ships
# with the toolchain) over Sources/ with the repository's .swift-format. Fix with
#   swift format format -i -r Sources
# The configuration is swift-format's defaults with this codebase's measures (4-space indent,
# 140 columns, existing line breaks kept) and six rules off, because the names and shapes are
# Apple's or the maths': AlwaysUseLowerCamelCase and TypeNamesShouldBeCapitalized (Core
# Animation's C-style functions such as `CATransform3DMakeRotation`, the runtime's
# `objc_AssociationPolicy`), IdentifiersMustBeASCII (the spring's ω0 and ωd, as the
# literature writes them), OnlyOneTrailingClosureArgument and AmbiguousTrailingClosureOverload
# (UIKit-shaped calls and overloads), AvoidRetroactiveConformances (Foundation's CoreGraphics
# types get UIKit's conformances in this package).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! output=$(swift format lint --strict --recursive --parallel Sources 2>&1); then
    printf '%s\n' "$output" | grep -v ': note: ' | head -n 40
    echo "check-format.sh: Sources/ is not in the checked-in style; run: swift format format -i -r Sources" >&2
    exit 1
fi
echo "check-format.sh: Sources/ is in the checked-in style ($(find Sources -name '*.swift' | wc -l) files)"
