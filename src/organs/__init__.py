"""organs: reads English math word problems and answers them exactly, or refuses with a
typed reason. Its one law is wrong == 0.

The command-line tool is `organs` (`organs.cli`); the R4 combined-rate organ is
`generate.combined_rate_comprehension` (`read`, `solve`, `read_and_solve`).
"""
