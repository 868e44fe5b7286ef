"""organs: reads English math word problems and answers them exactly, or refuses with a
typed reason. Its one law is wrong == 0.

>>> import organs
>>> organs.serve("Tom has 12 marbles. He buys 5 more. How many marbles does Tom have now?").answer
17
>>> organs.contemplate("Alice paints 3 rooms per hour. Working together with Bob, how many rooms do they paint in 4 hours?").terminal
<Terminal.REFUSED_KNOWN_BOUNDARY: 'refused_known_boundary'>
"""

from importlib.metadata import version

from organs.claims import Claimed, ClaimError, read_claim
from organs.generate.contemplation.pass_manager import Contemplation, Terminal, contemplate
from organs.generate.serving.serve import Served, Withheld, serve
from organs.verification import ClaimVerdict, Verification, verify

__version__: str = version("organs")  # from the installed metadata: one place, pyproject.toml

__all__ = [
    "ClaimError",
    "ClaimVerdict",
    "Claimed",
    "Contemplation",
    "Served",
    "Terminal",
    "Verification",
    "Withheld",
    "__version__",
    "contemplate",
    "read_claim",
    "serve",
    "verify",
]
