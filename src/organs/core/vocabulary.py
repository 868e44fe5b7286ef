"""The closed word sets both paths read, as data: one definition, so the serving path and the
organs cannot drift apart on what a word means. Each path keeps its own way of reading them.

A set grows deliberately, with a fixture that needs the new word. Words only one organ reads
(R4's flow cues, R2's sharing words) stay in that organ's `lexicon.py`.

>>> statement_forms(GAIN_VERBS)[:3]
('buys', 'bought', 'finds')
>>> [p.word for p in PRONOUNS if p.number is GrammaticalNumber.PLURAL]
['they']
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final


class Direction(enum.StrEnum):
    """Which way a change moves an owner's count."""

    GAIN = "gain"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class Verb:
    base: str  # "give away"
    third: str  # "gives away"
    past: str  # "gave away"


def _verbs(*forms: tuple[str, str, str]) -> tuple[Verb, ...]:
    return tuple(Verb(*form) for form in forms)


# Changes of an owner's count. The serving path reads them for every entity; R1 for one.
GAIN_VERBS: Final = _verbs(
    ("buy", "buys", "bought"), ("find", "finds", "found"), ("get", "gets", "got"),
    ("receive", "receives", "received"), ("win", "wins", "won"),
    ("collect", "collects", "collected"), ("make", "makes", "made"),
)  # fmt: skip
LOSS_VERBS: Final = _verbs(
    ("give away", "gives away", "gave away"), ("give", "gives", "gave"), ("lose", "loses", "lost"),
    ("eat", "eats", "ate"), ("sell", "sells", "sold"),
    ("spend", "spends", "spent"),
)  # fmt: skip
# Deeds whose effect on what one holds no word fixes: picked apples may be held, or picked from
# one's own; used crayons are still held; a broken one may be two. A reader may count the deed
# ("how many did she pick"), never a holding it would change.
UNFIXED_VERBS: Final = _verbs(
    ("pick", "picks", "picked"), ("use", "uses", "used"), ("break", "breaks", "broke"),
    ("burst", "bursts", "burst"), ("pop", "pops", "popped"), ("tear", "tears", "tore"),
)  # fmt: skip


def statement_forms(verbs: Iterable[Verb]) -> tuple[str, ...]:
    """The forms a statement uses: third person present and past ("buys", "bought")."""
    return tuple(form for verb in verbs for form in (verb.third, verb.past))


class Gender(enum.StrEnum):
    FEMALE = "female"
    MALE = "male"
    NEUTER = "neuter"  # "it": a thing, never a named person


class GrammaticalNumber(enum.StrEnum):
    SINGULAR = "singular"
    PLURAL = "plural"


@dataclass(frozen=True, slots=True)
class Pronoun:
    word: str
    gender: Gender | None  # None: "they", any gender
    number: GrammaticalNumber


_SINGULAR, _PLURAL = GrammaticalNumber.SINGULAR, GrammaticalNumber.PLURAL
# Subject pronouns. A pronoun refers to exactly one antecedent of its gender and number.
PRONOUNS: Final[tuple[Pronoun, ...]] = (
    Pronoun("he", Gender.MALE, _SINGULAR),
    Pronoun("she", Gender.FEMALE, _SINGULAR),
    Pronoun("it", Gender.NEUTER, _SINGULAR),
    Pronoun("they", None, _PLURAL),
)
PRONOUN_WORDS: Final[tuple[str, ...]] = tuple(p.word for p in PRONOUNS)

# Titles before a name ("Ms. Park"); text preparation drops their period. Some say the
# person's gender, which then decides a pronoun whatever the name ("Mr. Hale … he").
TITLES: Final[tuple[str, ...]] = ("mr", "mrs", "ms", "dr", "prof")
TITLE_GENDERS: Final[dict[str, Gender]] = {"mr": Gender.MALE, "mrs": Gender.FEMALE, "ms": Gender.FEMALE}
# Kin one has one of, or whom a problem names as one ("her sister"), by their sex; each word as
# the family calls them, with its other names ("mom": mother). Friends, cousins and neighbors are
# not here: "his friend" twice may be two friends.
KIN_GENDERS: Final[dict[str, Gender]] = {
    **dict.fromkeys(("mother", "grandmother", "sister", "daughter", "aunt", "wife"), Gender.FEMALE),
    **dict.fromkeys(("father", "grandfather", "brother", "son", "uncle", "husband"), Gender.MALE),
}
# Ties that may lead back to whom they were told of: one's sister's brother may be oneself, and
# so may one's son's father or one's wife's husband. Each tie, with the ties it may invert.
KIN_RETURNS: Final[dict[str, frozenset[str]]] = {
    **dict.fromkeys(("sister", "brother"), frozenset(("sister", "brother"))),
    **dict.fromkeys(("son", "daughter"), frozenset(("mother", "father"))),
    **dict.fromkeys(("mother", "father"), frozenset(("son", "daughter"))),
    **dict.fromkeys(("wife", "husband"), frozenset(("wife", "husband"))),
}
KIN_NAMES: Final[dict[str, str]] = {
    "mom": "mother",
    "dad": "father",
    "grandma": "grandmother",
    "grandpa": "grandfather",
}

# Pronouns that point back at someone in the same clause: "gives 4 apples to himself" moves nothing
# between two people, so no reader may take the pronoun for a second one.
REFLEXIVE_PRONOUNS: Final[frozenset[str]] = frozenset((
    "myself", "yourself", "himself", "herself", "itself", "oneself", "ourselves", "yourselves", "themselves",
))  # fmt: skip

# Words the lexicon lists as nouns too ("that", "it"), which never name what a problem counts:
# "Pia has 6 fewer" counts what the clause before did, not "fewers".
NOT_COUNTED: Final[frozenset[str]] = frozenset((
    *PRONOUN_WORDS, "him", "her", "his", "its", "them", "their", "i", "me", "my", "we", "us", "our", "you",
    "your", "this", "that", "these", "those", "which", "who", "whom", "whose", "what", "there",
    "more", "fewer", "less",
))  # fmt: skip

# Words that can never be an entity's name.
NOT_NAMES: Final[tuple[str, ...]] = (
    *PRONOUN_WORDS, "the", "a", "an", "this", "that", "there", "then", "now", "each", "every", "how", "what",
)  # fmt: skip


# How a question asks for a count after the changes, or for everyone's together.
# Colours: one attribute whose values exclude one another, so "12 are red, 6 are blue, and the
# rest are green" partitions a whole; "8 are big, 5 are red, and the rest are blue" does not.
COLOURS: Final[frozenset[str]] = frozenset(
    (
        "red", "orange", "yellow", "green", "blue", "purple", "violet", "pink", "brown", "black", "white",
        "gray", "grey", "silver", "gold", "golden", "beige", "turquoise",
    )
)  # fmt: skip
# Units of distance, in the plural as item slots name them: "how far did he run" asks in the
# text's one of these ("5 miles a day"); of laps or pages it asks nothing.
DISTANCES: Final[frozenset[str]] = frozenset(("miles", "kilometers", "meters", "feet", "yards", "blocks"))
# What some wholes are made of, so that "how many fish" sums the sharks and the stingrays told:
# the kinds, in the plural, that are surely of the whole. A kind some would count in and others
# out (a tomato, a pumpkin, a dolphin, a whale) is in none, and a whole of it is not summed.
KINDS_OF: Final[dict[str, frozenset[str]]] = {
    "fish": frozenset((
        "goldfish", "angelfish", "guppies", "sharks", "stingrays", "clownfish", "catfish", "swordfish",
        "pufferfish", "trout", "salmon", "tuna", "minnows", "koi", "tetras", "bettas", "bass", "cod",
    )),
    "fruits": frozenset((
        "apples", "oranges", "bananas", "pears", "peaches", "plums", "grapes", "mangoes", "mangos", "lemons",
        "limes", "cherries", "strawberries", "blueberries", "raspberries", "blackberries", "watermelons",
        "pineapples", "kiwis", "apricots", "papayas", "tangerines", "melons", "figs", "nectarines",
    )),
    "vegetables": frozenset((
        "carrots", "cucumbers", "peppers", "beans", "potatoes", "onions", "cabbages", "peas", "zucchinis",
        "eggplants", "radishes", "beets", "turnips", "lettuces", "celeries",
        "bell peppers", "baby carrots",  # a noun before the head names another thing, unless listed
    )),
    "flowers": frozenset((
        "roses", "tulips", "daisies", "lilies", "sunflowers", "orchids", "carnations", "daffodils",
        "marigolds", "peonies", "lilacs", "irises",
    )),
    # Birds and beasts by their species, never by age or sex ("hens", "puppies": among "chickens",
    # "dogs"), nor by another whole ("birds", "fish": a parrot is both a bird and a pet).
    "birds": frozenset((
        "ducks", "geese", "turkeys", "chickens", "parrots", "pigeons", "owls", "eagles", "crows", "robins",
        "sparrows", "swans", "flamingos", "penguins", "peacocks", "hawks", "doves", "parakeets", "canaries",
        "ostriches", "finches", "woodpeckers", "hummingbirds", "cardinals",
    )),
    "pets": frozenset((
        "dogs", "cats", "fish", "hamsters", "rabbits", "parrots", "turtles", "snakes", "lizards", "ferrets",
        "mice", "rats", "parakeets", "canaries",
    )),
    # On land: a boat or a plane some would count a vehicle and others not.
    "vehicles": frozenset((
        "cars", "trucks", "buses", "vans", "motorcycles", "bicycles", "bikes", "tricycles", "unicycles",
        "scooters", "tractors",
    )),
}  # fmt: skip
KINDS_OF["animals"] = KINDS_OF["birds"] | frozenset((
    "dogs", "cats", "cows", "pigs", "goats", "sheep", "horses", "rabbits", "hamsters", "mice", "rats", "snakes",
    "lizards", "turtles", "frogs", "monkeys", "lions", "tigers", "bears", "elephants", "giraffes", "zebras",
    "deer", "foxes", "wolves", "kangaroos", "koalas", "pandas", "camels", "donkeys", "llamas", "squirrels",
    "ferrets",
))  # fmt: skip
KINDS_OF["pieces of fruit"] = KINDS_OF["fruits"]
# One's children are sons or daughters; not "boys" as well, which may count some sons twice.
KINDS_OF["children"] = frozenset(("sons", "daughters"))
# Sports, by which some things are told apart: "baseball cards" and "hockey cards" are never the
# same cards (`relations`: kinds named by a noun are apart only as members of one such set).
SPORTS: Final[frozenset[str]] = frozenset((
    "baseball", "football", "basketball", "soccer", "hockey", "tennis", "golf", "volleyball", "rugby",
    "cricket", "softball", "badminton", "bowling", "lacrosse",
))  # fmt: skip
# Trees by their kind, by which trees are told apart ("pine trees", "coconut trees"), beside those
# named by a fruit (`KINDS_OF["fruits"]`). Not a name that may be another's too: a coconut tree
# is a palm, a redwood a sequoia, and some cedars are cypresses.
TREES: Final[frozenset[str]] = frozenset((
    "oak", "pine", "maple", "birch", "willow", "elm", "spruce", "fir", "coconut", "walnut", "pecan", "almond",
    "olive", "chestnut", "ash", "beech", "poplar",
))  # fmt: skip
# Sizes, by grade, by which some things are told apart: "3 small boxes and 2 large boxes" are 5
# boxes; "big" and "large" are one grade, so "big boxes" and "large boxes" may be the same boxes.
SIZES: Final[dict[str, str]] = {
    "small": "small", "little": "small", "medium": "medium", "large": "large", "big": "large",
}  # fmt: skip
# Where things stand, indoors or out: "indoor booths" and "outdoor booths" are never the same.
SETTINGS: Final[frozenset[str]] = frozenset(("indoor", "outdoor"))
# United States coins, each by its worth in cents: counted, they are a sum of money ("10
# quarters and 3 dimes" are $2.80). "A quarter" may be a fraction or a period of time, so the
# serving kernel reads "quarters" as coins only beside another coin's name (`COIN_WORDS`; not
# "penny", which is also a first name).
COIN_CENTS: Final[dict[str, int]] = {"pennies": 1, "nickels": 5, "dimes": 10, "quarters": 25}
COIN_WORDS: Final[frozenset[str]] = frozenset(("pennies", "nickel", "nickels", "dime", "dimes"))
KINDS_OF["coins"] = frozenset(COIN_CENTS)
# Kinds that are among another by age or sex, or another name for it: "50% are dogs, 20% are
# puppies" may count some puppies twice.
AMONG: Final[dict[str, str]] = {
    "puppies": "dogs", "kittens": "cats", "calves": "cows", "lambs": "sheep", "ewes": "sheep", "rams": "sheep",
    "piglets": "pigs", "sows": "pigs", "boars": "pigs", "chicks": "chickens", "hens": "chickens",
    "roosters": "chickens", "foals": "horses", "mares": "horses", "stallions": "horses", "ducklings": "ducks",
    "goslings": "geese", "tadpoles": "frogs", "fawns": "deer", "joeys": "kangaroos", "bunnies": "rabbits",
}  # fmt: skip
# Wholes that two kinds make exactly: every child is a boy or a girl, and none is both, so
# "one third of the 45 children are girls" leaves 30 boys; every adult is a man or a woman.
# Students may be either pair (a school's, a university's), but one problem tells only one of
# them (`relations`). "People" are not here: a party of people with boys among them may have men
# too. Of what is male or female (`SEXED`), the two adjectives make the third pair.
HALVES: Final[dict[str, tuple[tuple[str, str], ...]]] = {
    **{whole: (("boys", "girls"),) for whole in ("children", "kids", "pupils")},
    "adults": (("men", "women"),),
    "students": (("boys", "girls"), ("men", "women")),
}
# What is each male or female, by its head noun: beasts, birds and fish by their kind or in all,
# and people counted by a noun that does not tell their sex. "2/3 of her 45 fish are male" leaves
# 15 female fish; "20% of the club's members are male" leaves 80% female members.
SEXED: Final[frozenset[str]] = KINDS_OF["animals"] | KINDS_OF["fish"] | frozenset((
    "fish", "animals", "ants", "bees", "spiders", "insects", "cattle", "people", "students", "pupils",
    "children", "kids", "adults", "members", "employees", "workers", "players", "teachers", "passengers",
    "guests", "athletes", "participants", "campers", "volunteers", "residents", "citizens", "runners",
))  # fmt: skip
# What each of a kind has by nature, which a problem may count without saying so: "6 dogs and 2
# ducks" have 28 legs. Only kinds whose count nobody disputes (no kangaroos, whose forelegs are
# arms to some; no trucks or buses, whose wheels vary); "feet" only of animals whose legs end in
# feet, not spiders or insects.
_FOUR_LEGGED: Final = (
    "dogs", "cats", "cows", "pigs", "goats", "sheep", "horses", "rabbits", "hamsters", "mice", "rats", "lions",
    "tigers", "bears", "elephants", "giraffes", "zebras", "deer", "foxes", "wolves", "camels", "donkeys",
    "llamas", "squirrels", "ferrets", "puppies", "kittens", "frogs", "turtles", "lizards",
)  # fmt: skip
_TWO_LEGGED: Final = (
    "chickens", "ducks", "geese", "birds", "parrots", "turkeys", "hens", "roosters", "ostriches", "penguins",
    "owls", "pigeons", "swans", "peacocks",
)  # fmt: skip
BY_NATURE: Final[dict[str, dict[str, int]]] = {
    "legs": {
        **dict.fromkeys(_FOUR_LEGGED, 4), **dict.fromkeys(_TWO_LEGGED, 2), "spiders": 8, "ants": 6, "bees": 6,
        "beetles": 6, "insects": 6, "snakes": 0, "fish": 0,
    },
    "feet": {**dict.fromkeys(_FOUR_LEGGED, 4), **dict.fromkeys(_TWO_LEGGED, 2)},
    "wheels": {"bicycles": 2, "bikes": 2, "tricycles": 3, "unicycles": 1, "cars": 4, "motorcycles": 2},
}  # fmt: skip
NOW_WORDS: Final[tuple[str, ...]] = ("now", "left", "in the end", "at the end")
TOTAL_WORDS: Final[tuple[str, ...]] = ("in total", "altogether", "together", "combined", "in all")

# A question is the sentence that asks; it may end in "?" or be an imperative.
QUESTION_OPENERS: Final[tuple[str, ...]] = (
    "how many", "how long", "how much", "what", "find", "calculate", "determine", "compute",
)  # fmt: skip

# Where a flow accumulates: "a pipe fills the tank".
FLOW_CONTAINERS: Final[tuple[str, ...]] = (
    "tank", "pool", "tub", "bathtub", "basin", "barrel", "reservoir", "pond", "cistern",
    "aquarium", "trough", "vat", "pot", "jug", "bucket",
)  # fmt: skip

# Rates: the per-words of "9 liters per / a / an / each / every minute", and the
# prepositions that give the duration a quantity accumulates over ("in 3 hours").
PER_WORDS: Final[tuple[str, ...]] = ("per", "an", "a", "each", "every")
DURATION_WORDS: Final[tuple[str, ...]] = ("in", "for", "after", "over", "within", "during")

# Capacity rates: "Bob can shuck 10 oysters in 5 minutes". The brief's ten verbs, then the
# GSM8K extensions "eat" (gsm8k-train:5408), "grade" (gsm8k-train:5922), "bake" and "fold".
CAPACITY_VERBS: Final[tuple[tuple[str, str], ...]] = (
    ("shuck", "shucks"), ("pick", "picks"), ("read", "reads"), ("write", "writes"),
    ("run", "runs"), ("make", "makes"), ("produce", "produces"), ("pack", "packs"),
    ("paint", "paints"), ("type", "types"),
    ("eat", "eats"), ("grade", "grades"), ("bake", "bakes"), ("fold", "folds"),
)  # fmt: skip
MODALS: Final[tuple[str, ...]] = ("can", "could")
# Question prefixes that restate the rate without a number: "At this same rate, how many …".
SAME_RATE_PREFIXES: Final[tuple[str, ...]] = (
    "at this rate", "at that rate", "at the same rate", "at this same rate", "at that same rate",
)  # fmt: skip

# Words that make a rate apply only some of the time ("5 miles a day on weekdays only",
# "walks for an hour every day"). No reader models a duty cycle, so these are never dropped.
SCHEDULE_WORDS: Final[tuple[str, ...]] = (
    "weekday", "weekdays", "weekend", "weekends", "only", "except", "every other", "days off",
    "day off", "monday", "mondays", "tuesday", "tuesdays", "wednesday", "wednesdays", "thursday",
    "thursdays", "friday", "fridays", "saturday", "saturdays", "sunday", "sundays", "break", "breaks",
    "rest", "rests",
)  # fmt: skip

# Words that are never a person's name, though a text may capitalize them and an open-class
# lexicon may not list them: function words, and the calendar ("On Monday", "In June").
FUNCTION_WORDS: Final[tuple[str, ...]] = (
    "a", "an", "the", "and", "but", "or", "nor", "so", "yet", "if", "because", "since", "although",
    "though", "unless", "whereas", "whether", "of", "to", "in", "on", "at", "by", "for", "from",
    "with", "without", "into", "onto", "upon", "about", "above", "below", "between", "among",
    "through", "during", "before", "after", "until", "than", "as", "per", "via", "this", "that",
    "these", "those", "there", "here", "each", "every", "either", "neither", "both", "all", "some",
    "any", "no", "none", "not", "its", "his", "her", "hers", "their", "our", "my", "your", "he",
    "she", "it", "they", "we", "you", "me", "him", "us", "them", "who", "whom", "whose", "which",
    "what", "how", "when", "where", "why", "then", "now",
)  # fmt: skip
CALENDAR_WORDS: Final[tuple[str, ...]] = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday",
)  # fmt: skip
