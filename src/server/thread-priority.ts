/**
 * @module
 * Lowers the scheduling priority of the calling thread only. Linux keeps a nice value per thread:
 * `setpriority(PRIO_PROCESS, tid, …)` with a thread id changes that thread alone (setpriority(2), "BUGS":
 * the nice value is a per-thread attribute). Node exposes `os.setPriority(pid)`; the thread id comes from
 * `/proc/thread-self` (proc(5)). Elsewhere nothing is changed.
 */
import { readlinkSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value of compute-pool workers. Under the kernel's fair scheduler a nice-10 thread weighs 110
 * against a serving thread's 1024 (sched_prio_to_weight), so when both want one core a serving thread
 * gets ~90 % of it and a cheap request waits for ~one scheduler slice, not for a festival year.
 */
export const COMPUTE_WORKER_NICE = 10;

/** The kernel's id of the calling thread, or null where /proc/thread-self does not exist. */
export function currentThreadId(): number | null {
  try {
    const m = /\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** Sets the calling thread's nice value; false when the platform cannot do it for one thread. */
export function niceThisThread(nice: number): boolean {
  const tid = currentThreadId();
  if (tid === null) return false;
  try {
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's nice value as the kernel reports it (/proc/thread-self/stat, field 19), or null. */
export function niceOfThisThread(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  } catch {
    return null;
  }
}
