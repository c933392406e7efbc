# The analysis in English: the design tips, the findings of the problems
# panel, routes, route choices and fairness, and the simulation window.
# Ids begin with finding-, tip-, route-, fairness- or simulation-.
