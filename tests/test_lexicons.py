"""The kernel's open-class lexicons: nouns from lemminflect's lexicon, first names from the census."""

from pathlib import Path

import names
import pytest
from build_first_names import table  # tools/ is on the tests' path

from organs.core.first_names import gender_of, is_first_name
from organs.core.nouns import plural_of
from organs.core.vocabulary import Gender


def test_the_committed_name_table_is_exactly_what_the_census_lists_give(root: Path) -> None:
    committed = (root / "src" / "organs" / "core" / "data" / "first_names.tsv").read_text(encoding="utf-8")
    assert committed == table(Path(names.__file__).parent)


@pytest.mark.parametrize(
    ("name", "gender"),
    [("lena", Gender.FEMALE), ("omar", Gender.MALE), ("mary", Gender.FEMALE), ("james", Gender.MALE),
     ("jordan", None), ("sam", None), ("riley", None), ("weng", None), ("", None)],
)  # fmt: skip
def test_a_name_takes_the_pronoun_of_its_gender_or_either(name: str, gender: Gender | None) -> None:
    assert gender_of(name) is gender


@pytest.mark.parametrize(
    ("word", "named"),
    [("lena", True), ("sam", True), ("jordan", True), ("weng", False), ("apples", False), ("", False)],
)
def test_a_first_name_is_one_the_census_lists_of_either_sex(word: str, named: bool) -> None:
    assert is_first_name(word) is named


@pytest.mark.parametrize(
    ("word", "plural"),
    [("box", "boxes"), ("boxes", "boxes"), ("child", "children"), ("shelf", "shelves"), ("mouse", "mice"),
     ("oyster", "oysters"), ("liter", "liters"), ("sheep", "sheep"), ("candies", "candies"),
     ("cd", "cds"), ("legos", "legos"), ("angelfish", "angelfish"), ("can", "cans")],  # the last four: `EXTRA_NOUNS`
)  # fmt: skip
def test_nouns_in_either_number_have_one_canonical_plural(word: str, plural: str) -> None:
    assert plural_of(word) == plural


@pytest.mark.parametrize("word", ["the", "gave", "quickly", "xyzs", "and", "", "mph"])
def test_a_word_the_lexicon_does_not_list_as_a_noun_is_not_one(word: str) -> None:
    assert plural_of(word) is None
