#!/usr/bin/env bash
# The page's type check: every module in web/js starts with `// @ts-check` and types its
# functions with JSDoc, and TypeScript checks them as they are — no build step for the page,
# nothing emitted: `tsc --noEmit --allowJs --checkJs` with web/jsconfig.json (DOM and ES2022
# libraries, noImplicitAny). TypeScript is Debian's node-typescript (no npm). Fails on any
# error, and on a module without `// @ts-check` on its first line.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
ensure_apt node-typescript

missing=()
for file in web/js/*.js; do
    [ "$(head -n 1 "$file")" = "// @ts-check" ] || missing+=("$file")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "check-js.sh: no '// @ts-check' on the first line of: ${missing[*]}" >&2
    exit 1
fi

tsc --project web/jsconfig.json --noEmit --allowJs --checkJs
echo "check-js.sh: web/js type-checks ($(ls web/js/*.js | wc -l) modules, tsc $(tsc --version | cut -d' ' -f2))"
