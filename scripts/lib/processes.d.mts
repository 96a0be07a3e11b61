// Types for processes.mjs, so TypeScript callers (the benchmark, the end-to-end journeys) can use it.
import type { ChildProcess } from 'node:child_process';

/** A child started by `startProcess`: its last output lines, and whether it has exited. */
export interface ManagedProcess extends ChildProcess {
  label: string;
  output: string[];
  exited?: boolean;
  stopping?: boolean;
}

export interface WaitOptions {
  /** Give up early, with its last output, if this child stops. */
  child?: ManagedProcess;
  timeoutMs: number;
}

export const rootDir: string;
export function assertPortFree(port: number, label: string, host?: string): Promise<void>;
export function freePort(host?: string): Promise<number>;
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options?: {
    cwd?: string;
    env?: Record<string, string>;
    quiet?: boolean;
    onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  },
): ManagedProcess;
export function waitForHttp(url: string, options: WaitOptions): Promise<void>;
export function waitForReady(options: {
  /** The api's address, without a trailing slash. */
  apiUrl: string;
  pageUrl: string;
  child?: ManagedProcess;
  /** The process serving `pageUrl`, when not the api. */
  pageChild?: ManagedProcess;
  timeoutMs: number;
}): Promise<void[]>;
export function waitForPort(port: number, host: string, options: WaitOptions): Promise<void>;
export function stopAll(children: (ManagedProcess | undefined)[], graceMs?: number): Promise<void>;
export function startAuthEmulator(options: {
  configFile: string;
  quiet?: boolean;
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}): ManagedProcess;
export function writeEmulatorConfig(file: string, port: number): Promise<string>;
export function startLocalAuthEmulator(
  port: number,
  options?: {
    /** Where its firebase.json is written; .data/firebase.json by default. */
    configFile?: string;
    quiet?: boolean;
    onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
    onStart?: (emulator: ManagedProcess) => void;
  },
): Promise<ManagedProcess>;
export function startApiFromSource(
  env: Record<string, string>,
  options?: {
    quiet?: boolean;
    onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  },
): ManagedProcess;
export function usesLocalEmulator(): boolean;
export function assertLocalhostPortFree(port: number, label: string): Promise<void>;
