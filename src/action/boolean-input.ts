import * as core from '@actions/core';
import { ToolsealError } from '../core/errors.js';

/** A YAML 1.2 core boolean input, as `core.getBooleanInput` reads it, but a USAGE error instead of a TypeError. */
export function booleanInput(name: string, fallback: boolean): boolean {
  const v = core.getInput(name);
  if (v === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  if (['false', 'False', 'FALSE'].includes(v)) return false;
  throw new ToolsealError('USAGE', `${name} must be true or false, not ${JSON.stringify(v)}`);
}
