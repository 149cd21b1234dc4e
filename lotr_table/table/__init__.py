"""The Qt program: draws views, decides nothing. The only package that imports Qt."""
