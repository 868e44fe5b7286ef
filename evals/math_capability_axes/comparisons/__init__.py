"""Comparisons axis: counts and ages tied together by stated relations ("3 more than", "twice as many", "5 years older", "in 3 years"), totals of named people, and the unknowns they fix."""
