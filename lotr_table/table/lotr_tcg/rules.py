RULES = {"en": "<h1>x</h1>"}
def pictures():
    return {}
