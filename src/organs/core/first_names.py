"""First names and the pronouns that may refer to them.

The table (`data/first_names.tsv`) comes from the US Census Bureau's 1990 first-name lists,
written by `tools/build_first_names.py`: a name is female or male when at least 95% of its
bearers are, otherwise either. "he" or "she" refers to a named person only when the name's
gender is known and matches, or a title says it ("Mr. Hale"): for a name the table lacks
(Priya, Tariq) or one given to both (Sam, Jordan) we cannot tell whether "she" is that person
or someone the text never introduced, so the pronoun refers to nobody and the reader refuses.

>>> gender_of("lena"), gender_of("tom"), gender_of("jordan"), gender_of("weng")
(<Gender.FEMALE: 'female'>, <Gender.MALE: 'male'>, None, None)
>>> may_refer("she", "lena"), may_refer("he", "lena"), may_refer("he", "jordan"), may_refer("they", "lena")
(True, False, False, False)
>>> may_refer("she", "hale", title="mr"), may_refer("he", "hale", title="mr"), may_refer("he", "hale", title="dr")
(False, True, False)
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from organs.core.vocabulary import KIN_GENDERS, PRONOUNS, TITLE_GENDERS, Gender, GrammaticalNumber

_TABLE: Final = Path(__file__).parent / "data" / "first_names.tsv"
_GENDERS: Final = {"female": Gender.FEMALE, "male": Gender.MALE}


def _load() -> dict[str, Gender | None]:
    """Every name of the table, with its gender; None for a name given to both."""
    named: dict[str, Gender | None] = {}
    for line in _TABLE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, gender = line.split("\t")
            named[name] = _GENDERS.get(gender)
    return named


_NAMED: Final = _load()


def gender_of(name: str, title: str | None = None) -> Gender | None:
    """The gender a pronoun for this (lower-case) first name, or title and name ("mr hale"), or
    someone's kin ("hannah's sister": `name` the kin, `title` the possessive) must have; None:
    either, or unknown."""
    if title is not None and title.endswith("'s"):
        return KIN_GENDERS.get(name)
    return TITLE_GENDERS.get(title, _NAMED.get(name)) if title is not None else _NAMED.get(name)


def is_first_name(word: str) -> bool:
    """Whether the census lists the (lower-case) word as a first name, of one sex or both."""
    return word in _NAMED


def could_refer(pronoun: str, name: str, title: str | None = None) -> bool:
    """Whether nothing rules out that the pronoun refers to this person: a singular personal
    pronoun, and a gender that is the pronoun's or unknown. A pronoun is resolved only where
    exactly one person named could be its referent, and that one `may_refer`: "Reeta … Ann. She
    …" is Reeta or Ann, since nothing says Reeta is not a woman.

    >>> could_refer("she", "reeta"), could_refer("she", "tom"), could_refer("he", "jordan")
    (True, False, True)
    """
    found = next((p for p in PRONOUNS if p.word == pronoun), None)
    if found is None or found.number is not GrammaticalNumber.SINGULAR or found.gender is Gender.NEUTER:
        return False
    gender = gender_of(name, title)
    return gender is None or gender is found.gender


def may_refer(pronoun: str, name: str, title: str | None = None) -> bool:
    """Whether a subject pronoun may refer to one person of this (lower-case) first name, or
    title and name: a singular personal pronoun of the gender the title or the name has."""
    found = next((p for p in PRONOUNS if p.word == pronoun), None)
    if found is None or found.number is not GrammaticalNumber.SINGULAR or found.gender is Gender.NEUTER:
        return False
    return gender_of(name, title) is found.gender
