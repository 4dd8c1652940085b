"""Generators of the Railways of the World boards reconstructed from real geography."""
