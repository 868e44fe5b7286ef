"""The serving path's stages beyond the two the spec names (`organs.generate.math_candidate_parser`,
`organs.generate.math_candidate_graph`): its model, problem graph, solver, verifier and `serve`.

Together with `organs.generate.derivation` and `organs.core.reliability_gate` this is the whole serving
path; `.importlinter` seals it from the comprehension stack in both directions.
"""
