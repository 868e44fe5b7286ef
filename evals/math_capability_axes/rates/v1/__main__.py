"""`python -m evals.math_capability_axes.rates.v1`"""

import sys
from pathlib import Path

from evals.math_capability_axes.rates.v1 import LANE, VERSION, canonical
from evals.math_capability_axes.runner import main

sys.exit(main(LANE, VERSION, Path(__file__).parent, canonical))
