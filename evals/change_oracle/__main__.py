"""`python -m evals.change_oracle`"""

import sys
from pathlib import Path

from evals.change_oracle import LANE, VERSION, canonical
from evals.math_capability_axes.runner import main, organ_subject
from organs.generate.change_comprehension import ORGAN

sys.exit(main(LANE, VERSION, Path(__file__).parent, canonical, organ_subject(ORGAN)))
