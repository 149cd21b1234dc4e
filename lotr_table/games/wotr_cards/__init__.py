"""War of the Ring: The Card Game (Ares Games, 2022), written on the rules kernel. No Qt."""
