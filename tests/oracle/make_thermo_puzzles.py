"""Makes thermometer puzzles with OR-Tools CP-SAT alone, sharing no code with the solver, as
f-puzzles JSON (one object per line) written the way f-puzzles writes them: one `thermometer`
item per bulb, its `lines` every branch from that bulb, with a colour field the reader ignores.

A random solution, then 4 to 12 thermometers of 2 to 9 cells, each a random walk through
neighbouring cells (orthogonal only, or diagonal too, half the time) whose digits rise; a fifth
of them branch from an earlier bulb. Givens are then taken away in random order while CP-SAT
finds no second solution. Usage: python make_thermo_puzzles.py COUNT SEED > puzzles.jsonl
(tests/data/thermo_independent.jsonl is `40 7`).
"""
import json, random, sys
from ortools.sat.python import cp_model

def model(givens, thermos):
    m = cp_model.CpModel()
    x = [m.NewIntVar(1, 9, f"x{i}") for i in range(81)]
    for r in range(9):
        m.AddAllDifferent([x[r*9+c] for c in range(9)])
        m.AddAllDifferent([x[c*9+r] for c in range(9)])
    for b in range(9):
        t, l = 3*(b//3), 3*(b%3)
        m.AddAllDifferent([x[(t+i)*9+l+j] for i in range(3) for j in range(3)])
    for th in thermos:
        for a, b in zip(th, th[1:]):
            m.Add(x[a] < x[b])
    for i, v in enumerate(givens):
        if v: m.Add(x[i] == v)
    return m, x

def solve(givens, thermos, exclude=None, seed=0):
    m, x = model(givens, thermos)
    if exclude:
        bs = [m.NewBoolVar("") for _ in range(81)]
        for i in range(81):
            m.Add(x[i] != exclude[i]).OnlyEnforceIf(bs[i])
            m.Add(x[i] == exclude[i]).OnlyEnforceIf(bs[i].Not())
        m.AddBoolOr(bs)
    s = cp_model.CpSolver(); s.parameters.num_workers = 1; s.parameters.random_seed = seed
    s.parameters.randomize_search = True
    st = s.Solve(m)
    if st not in (cp_model.OPTIMAL, cp_model.FEASIBLE): return None
    return [s.Value(v) for v in x]

def nbrs(i, diag):
    r, c = divmod(i, 9)
    for dr in (-1,0,1):
        for dc in (-1,0,1):
            if (dr,dc)==(0,0) or (not diag and dr and dc): continue
            rr, cc = r+dr, c+dc
            if 0<=rr<9 and 0<=cc<9: yield rr*9+cc

def main(count, seed):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        sol = solve([0]*81, [], seed=rng.randrange(1<<30))
        diag = rng.random() < 0.5
        thermos = []; used = set()
        for _ in range(rng.randint(4, 12)):
            bulb = rng.randrange(81)
            branch = thermos and rng.random() < 0.2
            if branch:
                bulb = rng.choice(thermos)[0]
            elif bulb in used: continue
            th = [bulb]
            want = rng.randint(2, 9)
            while len(th) < want:
                opts = [n for n in nbrs(th[-1], diag) if n not in used and n not in th and sol[n] > sol[th[-1]]]
                if not opts: break
                th.append(rng.choice(opts))
            if len(th) >= 2:
                thermos.append(th); used.update(th)
        givens = sol[:]
        order = list(range(81)); rng.shuffle(order)
        for i in order:
            keep = givens[i]; givens[i] = 0
            if solve(givens, thermos, exclude=sol) is not None:
                givens[i] = keep
        name = lambda i: f"R{i//9+1}C{i%9+1}"
        grid = [[({"value": givens[r*9+c], "given": True} if givens[r*9+c] else {}) for c in range(9)] for r in range(9)]
        # f-puzzles style: one item per thermometer, branches of one bulb in one item
        items = {}
        for th in thermos:
            items.setdefault(th[0], []).append([name(i) for i in th])
        obj = {"size": 9, "title": "indep", "author": "cp-sat", "grid": grid,
               "thermometer": [{"lines": ls, "outlineC": "#CFCFCF"} for ls in items.values()]}
        out.append(obj)
        print(json.dumps(obj, separators=(",", ":")), flush=True)

main(int(sys.argv[1]), int(sys.argv[2]))
