"""`python -m evals.single_rate_oracle`"""

import sys
from pathlib import Path

from evals.math_capability_axes.runner import main, organ_subject
from evals.single_rate_oracle import LANE, VERSION, canonical
from organs.generate.single_rate_comprehension import ORGAN

sys.exit(main(LANE, VERSION, Path(__file__).parent, canonical, organ_subject(ORGAN)))
