"""Differential tests of the engine's Cassowary solver against PyPI's kiwisolver.

Seeded random constraint systems go to `transitions solve` (the engine's solver, JSON on
standard input) and to kiwisolver with the same strengths: a priority p below 1000 weighs an
error by 10^(6p/1000) in both (docs/engine.md, "Auto Layout"), 1000 is required. Every
variable also has a weak preference for a value of its own, so each system has one optimum
and the two solvers must agree on it.
"""
import json
import random
import subprocess

import kiwisolver
import pytest

from conftest import BINARY

RELATIONS = {"<=": "<=", "==": "==", ">=": ">="}


def strength(priority):
    return "required" if priority >= 1000 else 10 ** (6 * min(priority, 999.999) / 1000)


def random_system(rng, variables):
    """Required chains and bounds, optional equalities and inequalities at distinct priorities."""
    constraints = []
    for index in range(variables):
        # A weak wish for a distinct value of each variable: the optimum is unique.
        constraints.append({"terms": [[index, 1]], "constant": -rng.uniform(-200, 200), "relation": "==", "priority": 1 + index * 0.01})
    for _ in range(rng.randint(variables, 3 * variables)):
        count = rng.randint(1, 3)
        terms = [[rng.randrange(variables), rng.choice([-2, -1, -0.5, 0.5, 1, 2])] for _ in range(count)]
        relation = rng.choice(["<=", ">=", "==", ">="])
        priority = rng.choice([1000, 1000, 750, 500, 250])
        if relation == "==" and priority == 1000:
            priority = 900  # required equalities between random terms conflict too easily
        constraints.append({"terms": terms, "constant": rng.uniform(-300, 300), "relation": relation, "priority": priority})
    return {"variables": variables, "constraints": constraints}


def solve_with_engine(system):
    if not BINARY.exists():
        pytest.fail(f"{BINARY} does not exist: run `swift build` first or set TRANSITIONS_BIN")
    done = subprocess.run([str(BINARY), "solve"], input=json.dumps(system), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def solve_with_kiwi(system, refused):
    variables = [kiwisolver.Variable(f"v{i}") for i in range(system["variables"])]
    solver = kiwisolver.Solver()
    for index, item in enumerate(system["constraints"]):
        if index in refused:
            continue
        expression = sum((coefficient * variables[v] for v, coefficient in item["terms"]), item["constant"])
        relation = item["relation"]
        constraint = (expression <= 0) if relation == "<=" else (expression >= 0) if relation == ">=" else (expression == 0)
        solver.addConstraint(constraint | strength(item["priority"]))
    solver.updateVariables()
    return [v.value() for v in variables]


@pytest.mark.parametrize("seed", range(40))
def test_random_systems_agree_with_kiwisolver(seed):
    rng = random.Random(seed)
    system = random_system(rng, rng.randint(2, 8))
    answer = solve_with_engine(system)
    refused = set(answer["refused"])
    # What the engine refused (a required constraint conflicting with earlier ones), kiwi
    # refuses too when added in the same order.
    kiwi = solve_with_kiwi(system, refused)
    for index, (ours, theirs) in enumerate(zip(answer["values"], kiwi)):
        assert ours == pytest.approx(theirs, abs=1e-6), f"seed {seed}: v{index} {ours} != {theirs}"


def test_conflicting_required_constraint_is_refused_as_kiwisolver_refuses_it():
    system = {"variables": 1, "constraints": [
        {"terms": [[0, 1]], "constant": -10, "relation": "==", "priority": 1000},
        {"terms": [[0, 1]], "constant": -20, "relation": "==", "priority": 1000},
    ]}
    answer = solve_with_engine(system)
    assert answer["refused"] == [1] and answer["values"] == [10]
    x = kiwisolver.Variable("x")
    solver = kiwisolver.Solver()
    solver.addConstraint(x == 10)
    with pytest.raises(kiwisolver.UnsatisfiableConstraint):
        solver.addConstraint(x == 20)
