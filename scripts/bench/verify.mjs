// Benchmark: `toolseal verify-bundle` on a real public-good bundle from the sigstore-conformance vectors
// (happy-path-v0.3: a GitHub Actions signature, Fulcio chain, SCT, Rekor inclusion proof and SET), whole
// process, against a script that calls sigstore-js's verifier directly (@sigstore/bundle bundleFromJSON,
// @sigstore/verify Verifier with the same trusted root and SAN/issuer policy): the least a verifier built
// on sigstore-js can do. toolseal adds strict JSON, the trusted-root checks, exact identity and the
// inclusion-proof/checkpoint consistency check. Target: toolseal <= 1.2x the direct script.
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
  const { CLI, ROOT, compareProcesses, printComparison, timeProcess } = await import('../bench-lib.mjs');
  const vectors = join(ROOT, 'test', 'fixtures', 'vectors');
  const suite = join(vectors, 'sigstore-conformance', 'bundle-verify');
  if (!existsSync(suite)) throw new Error(`conformance vectors not found at ${suite}`);
  const bundle = join(suite, 'happy-path-v0.3', 'bundle.sigstore.json');
  const artifact = join(suite, 'a.txt');
  const root = join(vectors, 'sigstore', 'public-good-trusted_root.json');
  const identity = 'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
  const issuer = 'https://token.actions.githubusercontent.com';
  console.log(`input: ${bundle}`);

  const self = fileURLToPath(import.meta.url);
  const contenders = [
    // No --trusted-root: toolseal uses the public-good root it ships (the same one the direct script reads).
    { name: 'toolseal verify-bundle', args: [CLI, 'verify-bundle', '--bundle', bundle, '--certificate-identity', identity, '--certificate-oidc-issuer', issuer, artifact] },
    { name: 'sigstore-js Verifier, direct', args: [self, '--direct', bundle, artifact, identity, issuer, root] },
    { name: 'node, empty script (floor)', args: ['-e', ''] },
  ];
  // Both must verify (exit 0) before anything is timed; and both must refuse a wrong identity.
  timeProcess(contenders[0]);
  timeProcess(contenders[1]);
  timeProcess({ ...contenders[0], args: contenders[0].args.map((a) => (a === identity ? identity + 'x' : a)), expectExit: 1 });

  const results = compareProcesses(contenders, { runs: 15, warmup: 2 });
  printComparison(results, {
    title: 'verify a public-good bundle, whole process (start-up included)',
    baseline: 'sigstore-js Verifier, direct',
    target: { name: 'toolseal verify-bundle', against: 'sigstore-js Verifier, direct', max: 1.2 },
  });
}

if (process.argv[2] === '--direct') direct(process.argv.slice(3));
else await bench();
