"""JSON Schema validation of memory-note frontmatter (seed 002 ``_schema/*.schema.json``).

The schemas ship as package data in ``hippocampus/memory/schemas/``: ``base.schema.json``
for every type, plus one per type with its own fields (``root-cause``,
``architecture-decision``, ``session-summary``), each of which ``$ref``-s the base. A type
without its own file is validated against the base alone.

Validation returns a closed result, :class:`Valid` or :class:`Invalid` with one readable
reason per violation (``tags: at least 2 items required (got 1)``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SCHEMA_PACKAGE = "hippocampus.memory.schemas"
BASE = "base"


@dataclass(frozen=True)
class Valid:
    schema: str


@dataclass(frozen=True)
class Invalid:
    schema: str
    reasons: tuple[str, ...]
    missing: tuple[str, ...] = ()  # required fields the note lacks (the CLI names its --field for them)

    @property
    def message(self) -> str:
        return f"memory note violates {self.schema}.schema.json: " + "; ".join(self.reasons)


ValidationResult = Valid | Invalid


def _read(name: str) -> dict[str, Any]:
    return json.loads(resources.files(SCHEMA_PACKAGE).joinpath(f"{name}.schema.json").read_text("utf-8"))


@lru_cache(maxsize=1)
def schema_names() -> tuple[str, ...]:
    """Names of the shipped schemas (``base`` first)."""
    names = sorted(
        p.name.removesuffix(".schema.json")
        for p in resources.files(SCHEMA_PACKAGE).iterdir()
        if p.name.endswith(".schema.json")
    )
    return (BASE, *[n for n in names if n != BASE])


@lru_cache(maxsize=1)
def _registry() -> Registry:
    resources_ = []
    for name in schema_names():
        doc = _read(name)
        resource = Resource.from_contents(doc, default_specification=DRAFT202012)
        resources_.append((doc["$id"], resource))
    return Registry().with_resources(resources_)


@lru_cache(maxsize=32)
def _validator(name: str) -> Draft202012Validator:
    schema = _read(name)
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, registry=_registry())


def schema_for(memory_type: str) -> str:
    """The schema a type is validated against: its own file, else ``base``."""
    return memory_type if memory_type in schema_names() else BASE


def _describe(error: ValidationError) -> str:
    where = ".".join(str(p) for p in error.absolute_path) or "(frontmatter)"
    validator, value = error.validator, error.validator_value
    instance = error.instance
    if validator == "required":
        missing = [k for k in value if isinstance(instance, dict) and k not in instance]
        return f"missing required field(s): {', '.join(missing)}"
    if validator == "minItems":
        return f"{where}: at least {value} items required (got {len(instance)})"
    if validator == "maxItems":
        return f"{where}: at most {value} items allowed (got {len(instance)})"
    if validator == "maxLength":
        return f"{where}: at most {value} characters allowed (got {len(instance)})"
    if validator == "minLength":
        return f"{where}: at least {value} characters required (got {len(instance)})"
    if validator == "enum":
        return f"{where}: {instance!r} is not one of {', '.join(map(str, value))}"
    if validator == "const":
        return f"{where}: must be {value!r} (got {instance!r})"
    if validator == "pattern":
        return f"{where}: {instance!r} does not match the required format {value}"
    if validator == "uniqueItems":
        return f"{where}: items must be unique"
    if validator == "type":
        return f"{where}: must be of type {value} (got {type(instance).__name__})"
    return f"{where}: {error.message}"


def validate_frontmatter(meta: dict[str, Any]) -> ValidationResult:
    """Validate a memory note's frontmatter against its type's schema (base when unknown)."""
    memory_type = str(meta.get("type", ""))
    name = schema_for(memory_type)
    errors = sorted(_validator(name).iter_errors(meta), key=lambda e: (list(e.absolute_path), e.validator))
    reasons: list[str] = []
    missing: list[str] = []
    for error in errors:
        for leaf in (error.context or [error]) if error.validator == "allOf" else [error]:
            text = _describe(leaf)
            if text not in reasons:
                reasons.append(text)
            if leaf.validator == "required" and isinstance(leaf.instance, dict):
                missing += [k for k in leaf.validator_value if k not in leaf.instance and k not in missing]
    return Invalid(name, tuple(reasons), tuple(missing)) if reasons else Valid(name)
