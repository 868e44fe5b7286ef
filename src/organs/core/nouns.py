"""Count nouns: an open class, read from a real English lexicon — lemminflect's tables, built
from the NLM SPECIALIST lexicon — never a wildcard. A word is a noun only when that lexicon
lists it as one; singular and plural are related by its inflection tables, irregulars included.

lemminflect over `inflect`: `inflect` applies spelling rules to any string ("xyzs" -> "xyz"),
so it cannot say whether a word is a noun at all; lemminflect answers from its lexicon and
falls back to rules only when asked (`getAllLemmasOOV`, which we never call).

>>> plural_of("box"), plural_of("children"), plural_of("shelves"), plural_of("gave"), plural_of("xyzs")
('boxes', 'children', 'shelves', None, None)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from lemminflect import getAllLemmas, getInflection

from organs.core.units import time_unit
from organs.core.vocabulary import NOT_COUNTED

# Count nouns the lexicon lacks, or pairs it does not relate (singular, plural); each added
# with the fixture that needed it: logs (R4 phrasing ph-08), widgets (R4 ph-52), tins (R2
# phrasing r2-ph-07), people as the plural of person (R2 r2-ph-43; the lexicon has "persons"),
# bars (the lexicon knows "bar" only as a verb; GSM8K counts candy, granola and chocolate bars);
# the hyphenated compounds GSM8K counts most (the tokenizer joins a compound only if it is here);
# highlighters (GSM8K counts them by colour in a drawer); the things GSM8K counts most that the
# lexicon lacks (calories, burgers, jellybeans, gumballs, baguettes, tattoos, hotdogs), and the
# ones it lacks that unread GSM8K sentences count most (legos, CDs, DVDs, smoothies, angelfish …, Oreos).
EXTRA_NOUNS: Final[tuple[tuple[str, str], ...]] = (
    ("log", "logs"), ("widget", "widgets"), ("tin", "tins"), ("person", "people"), ("bar", "bars"),
    ("t-shirt", "t-shirts"), ("push-up", "push-ups"), ("sit-up", "sit-ups"), ("pull-up", "pull-ups"),
    ("co-worker", "co-workers"), ("x-ray", "x-rays"), ("highlighter", "highlighters"),
    ("calorie", "calories"), ("burger", "burgers"), ("jellybean", "jellybeans"), ("gumball", "gumballs"),
    ("baguette", "baguettes"), ("tattoo", "tattoos"), ("hotdog", "hotdogs"),
    ("lego", "legos"), ("cd", "cds"), ("dvd", "dvds"), ("smoothie", "smoothies"), ("angelfish", "angelfish"),
    ("pufferfish", "pufferfish"), ("oreo", "oreos"),
    ("popsicle", "popsicles"), ("birdhouse", "birdhouses"), ("smartphone", "smartphones"), ("macaron", "macarons"),
    ("beignet", "beignets"),
    ("cafe", "cafes"),  # a place of `serving.frames.PLACES` the lexicon lacks
    ("bake", "bakes"),  # of "a bake sale", where GSM8K sells (the lexicon knows "bake" only as a verb)
    ("can", "cans"),  # the lexicon gives "can" as the plural of the noun, after the modal verb
)  # fmt: skip
_MISSING: Final[dict[str, str]] = {form: singular for singular, plural in EXTRA_NOUNS for form in (singular, plural)}
_MISSING_PLURAL: Final[dict[str, str]] = dict(EXTRA_NOUNS)


# The lexicon's answers are fixed; a reader asks the same few words again and again, and each
# answer costs a table walk (and a deep copy, for inflections), so they are kept.
_KEPT: Final = 1 << 16


@lru_cache(maxsize=_KEPT)
def lemma_of(word: str) -> str | None:
    """The noun's singular lemma ("boxes" -> "box"), or None when the lexicon has no such noun —
    or lists as one a pronoun or determiner ("that", "it"), which never names a thing."""
    if word in NOT_COUNTED:
        return None
    if word in _MISSING:
        return _MISSING[word]
    lemmas = getAllLemmas(word, upos="NOUN").get("NOUN", ())
    return lemmas[0] if lemmas else None


@lru_cache(maxsize=_KEPT)
def plural_of(word: str) -> str | None:
    """The canonical plural of a noun in either number ("box", "boxes" -> "boxes"), or None.

    Counts are reported in this form, and two mentions count the same thing exactly when
    their canonical plurals are equal.
    """
    lemma = lemma_of(word)
    if lemma is None:
        return None
    if lemma in _MISSING_PLURAL:
        return _MISSING_PLURAL[lemma]
    plurals = getInflection(lemma, tag="NNS", inflect_oov=False)
    return plurals[0] if plurals else lemma


@lru_cache(maxsize=_KEPT)
def is_adjective(word: str) -> bool:
    """Whether the lexicon lists the word as an adjective ("leaky", "red", "empty")."""
    return bool(getAllLemmas(word, upos="ADJ").get("ADJ"))


def is_singular(word: str) -> bool:
    """Whether the word is a noun in its singular (lemma) form: "printer" yes, "printers" no."""
    return lemma_of(word) == word


def count_noun(word: str) -> str | None:
    """The canonical plural of a noun a problem counts; a time unit is a duration, not a count
    ("how many minutes" asks for a time)."""
    return None if time_unit(word) is not None else plural_of(word)


@lru_cache(maxsize=_KEPT)
def is_verb_form(word: str) -> bool:
    """Whether the lexicon lists the word as a form of a verb ("parking", "dining", "gave")."""
    return bool(getAllLemmas(word, upos="VERB").get("VERB"))


@lru_cache(maxsize=_KEPT)
def is_english_word(word: str) -> bool:
    """Whether the lexicon lists the word in any open class (noun, verb, adjective, adverb …), or
    it is a noun the lexicon lacks (`EXTRA_NOUNS`): "Oreos" is no one's name."""
    return word in _MISSING or bool(getAllLemmas(word))
