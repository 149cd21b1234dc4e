"""A seeded RNG small enough to live inside a game state: one 64-bit integer.

SplitMix64: each draw advances the integer and returns a well-mixed value, so copying a
state copies its chance exactly and `(game, options, seed, actions)` replays bit for bit.
"""

MASK64 = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, value in [0, n)). Bias is below 2**-40 for the small n games use."""
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    state, out = next_u64(state)
    return state, out % n


def draw(s, n: int) -> int:
    """A value in [0, n) from the RNG held in `s.rng`, or the next of the draws a position
    fixed (`s.fixed_draws`, consumed from the front)."""
    if s.fixed_draws:
        value, s.fixed_draws = s.fixed_draws[0], s.fixed_draws[1:]
        if not 0 <= value < n:
            raise ValueError(f"a fixed draw of {value} where a value in [0, {n}) is drawn")
        return value
    s.rng, value = randbelow(s.rng, n)
    return value


def shuffle(s, items: list) -> None:
    """Fisher-Yates in place with the RNG held in `s.rng` (the same draws as `draw`, the RNG
    kept in a local while the deck is shuffled). A shuffle hides an order: it raises the
    state's undo barrier."""
    state = s.rng
    for i in range(len(items) - 1, 0, -1):
        state, j = randbelow(state, i + 1)
        items[i], items[j] = items[j], items[i]
    s.rng = state
    s.barrier += 1
