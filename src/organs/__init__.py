"""organs: reads English math word problems and answers them exactly, or refuses with a
typed reason. Its one law is wrong == 0.

>>> import organs
>>> organs.serve("Tom has 12 marbles. He buys 5 more. How many marbles does Tom have now?").answer
17
"""

from organs.serving import Served, Withheld, serve

__all__ = ["Served", "Withheld", "serve"]
