from pathlib import Path

import pytest
from hypothesis import settings
from jsonschema import Draft202012Validator

# Properties, not timings: hypothesis's per-example deadline would be a timed assertion in a
# unit test (and flaky on a loaded machine). Speed is measured by the benchmark lanes.
settings.register_profile("organs", deadline=None)
settings.load_profile("organs")

# tests/typing holds code that must fail mypy; it is checked by test_typing.py, never run.
collect_ignore = ["typing"]

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def root() -> Path:
    return ROOT


def schema_validator(name: str) -> Draft202012Validator:
    """A validator for contracts/<name>, resolving $refs to the other contracts by their $id."""
    import json

    import jsonschema
    from referencing import Registry, Resource

    schemas = {path.name: json.loads(path.read_text()) for path in (ROOT / "contracts").glob("*.schema.json")}
    registry: Registry[object] = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in schemas.values()
    )
    return jsonschema.Draft202012Validator(schemas[name], registry=registry)
