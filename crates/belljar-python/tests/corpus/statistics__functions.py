# statistics: means, medians, modes, spreads and their types, quantiles, correlation,
# regression, NormalDist, errors.
import statistics as S
from fractions import Fraction as F
import random

def t(label, f):
    try:
        print(label, '->', repr(f()))
    except BaseException as x:
        print(label, '!!', type(x).__name__, x)

datasets = [[1, 2, 3, 4, 4], [2.5, 3.25, 5.5, 11.25, 0.1], [F(1, 2), F(3, 4), F(5, 8)], [1, 2.5, F(1, 3)],
            [0.1] * 10, [1e308, 1e308, -1e308], [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], [True, False, True],
            [-5, 7, 2, 2, -3]]
rng = random.Random(7)
datasets.append([rng.gauss(10, 3) for _ in range(200)])
datasets.append([rng.randint(0, 1000) for _ in range(101)])
for d in datasets:
    for name in ['mean', 'fmean', 'median', 'median_low', 'median_high', 'median_grouped', 'mode', 'multimode',
                 'variance', 'pvariance', 'stdev', 'pstdev', 'geometric_mean', 'harmonic_mean', 'quantiles']:
        t(name, lambda: getattr(S, name)(d))
    t('q10', lambda: S.quantiles(d, n=10, method='inclusive'))
    t('variance xbar', lambda: S.variance(d, S.mean(d)))
print(S.mean(iter([1, 2, 3])), S.fmean([1, 2, 3], weights=[3, 2, 1]), S.harmonic_mean([40, 60], weights=[5, 30]))
print(S.median_grouped([52, 52, 53, 54], interval=2), S.mode("aabbbc"), S.multimode("aabbcc"), S.multimode([]))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(S.covariance(x, y), S.correlation(x, y), S.linear_regression(x, y), S.linear_regression(x, [2 * v for v in x], proportional=True))
nd = S.NormalDist(100, 15)
print(nd, nd.mean, nd.median, nd.mode, nd.stdev, nd.variance, nd.pdf(110), nd.cdf(110), nd.inv_cdf(0.9), nd.zscore(130))
print(nd.quantiles(), [round(v, 12) for v in nd.quantiles(10)], nd.overlap(S.NormalDist(110, 20)), nd.overlap(S.NormalDist(90, 15)))
for p in [1e-300, 1e-20, 0.001, 0.02, 0.3, 0.5, 0.7, 0.975, 0.999999, 1 - 1e-16]:
    print(p, S.NormalDist().inv_cdf(p))
print(nd + 5, nd - S.NormalDist(1, 2), nd * 2, nd / 3, -nd, 5 + nd, 10 - nd, nd == S.NormalDist(100, 15), hash(nd) == hash(S.NormalDist(100.0, 15.0)))
print(S.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]), S.NormalDist(0, 1).samples(3, seed=42))
for label, f in [(1, lambda: S.mean([])), (2, lambda: S.variance([1])), (3, lambda: S.stdev([])), (4, lambda: S.pvariance([])),
                 (5, lambda: S.median([])), (6, lambda: S.mode([])), (7, lambda: S.quantiles([1])), (8, lambda: S.quantiles([1, 2], n=0)),
                 (9, lambda: S.quantiles([1, 2], method='x')), (10, lambda: S.geometric_mean([1, -1])), (11, lambda: S.harmonic_mean([-1, 2])),
                 (12, lambda: S.harmonic_mean([])), (13, lambda: S.correlation([1, 1], [1, 2])), (14, lambda: S.linear_regression([1, 1], [1, 2])),
                 (15, lambda: S.covariance([1], [1])), (16, lambda: S.NormalDist(0, -1)), (17, lambda: S.NormalDist().inv_cdf(1)),
                 (18, lambda: S.mean(['a'])), (19, lambda: S.fmean([])), (20, lambda: S.fmean([1, 2], weights=[1])),
                 (21, lambda: S.mean([1, 'a'])), (22, lambda: S.NormalDist(1, 0).pdf(1)), (23, lambda: S.harmonic_mean([0, 5])),
                 (24, lambda: S.harmonic_mean([3])), (25, lambda: S.harmonic_mean(['a'])), (26, lambda: issubclass(S.StatisticsError, ValueError)),
                 (27, lambda: S.mean([float('nan'), 1])), (28, lambda: S.variance([float('inf'), 1])), (29, lambda: S.mean([F(1, 2), 0.25]))]:
    t(label, f)
