"""The R4 combined-rate lanes: gold ruler, solver, reader, and our own phrasings."""
