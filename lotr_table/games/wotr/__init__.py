"""War of the Ring, second edition (seed 003): the war on the map, headless."""
