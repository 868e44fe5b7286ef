"""`python -m evals.math_capability_axes.shares.v1`"""

import sys
from pathlib import Path

from evals.math_capability_axes.runner import main
from evals.math_capability_axes.shares.v1 import LANE, VERSION, canonical

sys.exit(main(LANE, VERSION, Path(__file__).parent, canonical))
