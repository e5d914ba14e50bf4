// Benchmark: `toolseal verify-bundle` on the real public-good bundles of the sigstore-conformance vectors'
// happy paths (bundle v0.1, v0.2, v0.3, v0.3 with the new media type, and an in-toto statement in DSSE: a
// GitHub Actions signature, Fulcio chain, SCT, Rekor inclusion proof and SET), whole process, against a
// script that calls sigstore-js's verifier directly (@sigstore/bundle bundleFromJSON, @sigstore/verify
// Verifier with the same trusted root and SAN/issuer policy): the least a verifier built on sigstore-js can
// do. toolseal adds strict JSON, the trusted-root checks, exact identity and the inclusion-proof/checkpoint
// consistency check. Goal: toolseal <= 1.0x the direct script (sum of CPU times over the bundles).
//
// This file is also the direct script itself: `node verify.mjs --direct BUNDLE ARTIFACT IDENTITY ISSUER ROOT`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

function direct([bundleFile, artifactFile, identity, issuer, rootFile]) {
  const require = createRequire(import.meta.url);
  const { bundleFromJSON } = require('@sigstore/bundle');
  const { Verifier, toSignedEntity, toTrustMaterial } = require('@sigstore/verify');
  const { TrustedRoot } = require('@sigstore/protobuf-specs');
  const trust = toTrustMaterial(TrustedRoot.fromJSON(JSON.parse(readFileSync(rootFile, 'utf8'))));
  const bundle = bundleFromJSON(JSON.parse(readFileSync(bundleFile, 'utf8')));
  // sigstore-js takes a SAN string as a pattern: anchor it so both sides check the same identity.
  const san = new RegExp(`^${identity.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  new Verifier(trust).verify(toSignedEntity(bundle, readFileSync(artifactFile)), { subjectAlternativeName: san, extensions: { issuer } });
  process.stdout.write(`verified ${bundleFile}\n`);
}

async function bench() {
  const { CLI, ROOT, compareProcesses, pairedRatio, printComparison, recordRow, timeProcess } = await import('../bench-lib.mjs');
  const vectors = join(ROOT, 'test', 'fixtures', 'vectors');
  const suite = join(vectors, 'sigstore-conformance', 'bundle-verify');
  if (!existsSync(suite)) throw new Error(`conformance vectors not found at ${suite}`);
  const artifact = join(suite, 'a.txt');
  const root = join(vectors, 'sigstore', 'public-good-trusted_root.json');
  const identity =
    'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
  const issuer = 'https://token.actions.githubusercontent.com';
  const self = fileURLToPath(import.meta.url);
  const cases = ['happy-path-v0.1', 'happy-path-v0.2', 'happy-path-v0.3', 'happy-path-v0.3-new-mediaType', 'happy-path-intoto-in-dsse-v3'];
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const batch = 6;
  let ours = 0;
  let theirs = 0;
  const perCase = [];
  for (const name of cases) {
    const bundle = join(suite, name, 'bundle.sigstore.json');
    const contenders = [
      // No --trusted-root: toolseal uses the public-good root it ships (the same one the direct script reads).
      {
        name: 'toolseal verify-bundle',
        args: [CLI, 'verify-bundle', '--bundle', bundle, '--certificate-identity', identity, '--certificate-oidc-issuer', issuer, artifact],
      },
      { name: 'sigstore-js Verifier, direct', args: [self, '--direct', bundle, artifact, identity, issuer, root] },
    ];
    // Both must verify (exit 0) before anything is timed; and toolseal must refuse a wrong identity.
    timeProcess(contenders[0]);
    timeProcess(contenders[1]);
    timeProcess({ ...contenders[0], args: contenders[0].args.map((a) => (a === identity ? identity + 'x' : a)), expectExit: 1 });
    const results = compareProcesses(contenders, { runs, warmup: 1, batch });
    printComparison(results, {
      title: `${name}: per run, median of ${runs} alternating batches of ${batch}`,
      baseline: contenders[1].name,
    });
    ours += results[0].cpuMedian;
    theirs += results[1].cpuMedian;
    perCase.push(pairedRatio(results[0], results[1], 'cpuTimes').toFixed(2));
  }
  recordRow({
    measure: '`verify-bundle` on the 5 conformance happy-path bundles vs sigstore-js verify() called directly',
    ratio: ours / theirs,
    goal: 1.0,
    how: `sum over the bundles of median CPU time per run, ${runs} alternating batches of ${batch}; per bundle ${perCase.join(', ')}`,
  });
}

if (process.argv[2] === '--direct') direct(process.argv.slice(3));
else await bench();
