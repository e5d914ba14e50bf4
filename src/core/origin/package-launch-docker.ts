// `docker run`'s (and `podman run`'s) command line: its options, and the image reference it names, read as
// docker reads them. Pure: nothing is run or pulled.
import { DOCKER_RUN_FLAGS, DOCKER_RUN_VALUE_OPTIONS } from './launcher-options.js';
import { MAX_SPEC_LENGTH, SHA256, type LaunchedPackage } from './package-pin.js';

// An option that is neither a value option nor a flag of `docker run` is not guessed at: the image cannot
// be told from the rest (a value would pass for it), so the command line is unreadable.
const DOCKER_VALUE_OPTIONS = DOCKER_RUN_VALUE_OPTIONS;
const DOCKER_FLAGS = DOCKER_RUN_FLAGS;

export function dockerLaunch(args: readonly string[]): LaunchedPackage {
  const base = { launcher: 'docker run' as const, ecosystem: 'oci' as const };
  let image: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      image = args[i + 1];
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      image = a;
      break;
    }
    const name = a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    if (a.includes('=') && (DOCKER_VALUE_OPTIONS.has(name) || DOCKER_FLAGS.has(name))) continue;
    if (DOCKER_VALUE_OPTIONS.has(a)) {
      i++;
      continue;
    }
    if (DOCKER_FLAGS.has(a)) continue;
    // Short flags together (`-it`, `-dit`), or a short option with its value attached (`-eKEY=V`, `-p8080:80`).
    if (/^-[A-Za-z]{2,}$/.test(a) && [...a.slice(1)].every((c) => DOCKER_FLAGS.has(`-${c}`))) continue;
    if (/^-[A-Za-z]./.test(a) && DOCKER_VALUE_OPTIONS.has(a.slice(0, 2))) continue;
    return {
      ...base,
      name: '',
      unpinned: `the docker run option ${JSON.stringify(a.slice(0, 40))} is not known, so the image cannot be told from its value`,
      unreadable: true,
    };
  }
  if (image === undefined || image === '') return { ...base, name: '', unpinned: 'no image is named' };
  return imageReference(image);
}

/** An image reference `[registry/]repository[:tag][@sha256:hex]`. */
export function imageReference(ref: string): LaunchedPackage {
  const base = { launcher: 'docker run' as const, ecosystem: 'oci' as const };
  if (ref.length > MAX_SPEC_LENGTH) return { ...base, name: '', unpinned: 'the image reference is too long to read' };
  const atDigest = ref.indexOf('@');
  const digest = atDigest < 0 ? undefined : ref.slice(atDigest + 1);
  const named = atDigest < 0 ? ref : ref.slice(0, atDigest);
  const slash = named.lastIndexOf('/');
  const colon = named.lastIndexOf(':');
  const tag = colon > slash ? named.slice(colon + 1) : undefined;
  const name = colon > slash ? named.slice(0, colon) : named;
  if (!/^[a-z0-9][a-z0-9._:/-]*$/.test(name) || (tag !== undefined && !/^[\w][\w.-]{0,127}$/.test(tag))) {
    return { ...base, name: '', unpinned: 'the image reference cannot be read' };
  }
  const withTag = { ...base, name, ...(tag === undefined ? {} : { requested: tag, version: tag }) };
  if (digest === undefined)
    return {
      ...withTag,
      unpinned: tag === undefined ? 'no tag and no digest, so latest is pulled' : 'an image tag without a digest (@sha256:…) can be moved',
    };
  if (!SHA256.test(digest)) return { ...withTag, unpinned: 'the digest is not sha256:<64 hex>' };
  return { ...withTag, digest };
}
