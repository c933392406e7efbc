# L'analyse en français : les conseils de conception, les constats du
# panneau des problèmes, les itinéraires, les choix d'itinéraire, l'équité,
# et la fenêtre de simulation. Les identifiants commencent par finding-,
# tip-, route-, fairness- ou simulation-.
