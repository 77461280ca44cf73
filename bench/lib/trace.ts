/**
 * Reads a Chromium trace (devtools.timeline) of one page load: the main thread's tasks after the
 * first contentful paint, what ran in them (Lighthouse's task groups, by script URL) and in which
 * step of the app's start (the `app:*` marks of main.tsx, start.tsx and lib/hydration-state.ts).
 * Used by bench/main-thread.ts.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time within the event (Chromium records it beside the wall time). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    fileName?: string;
    data?: {
      url?: string;
      fileName?: string;
      documentLoaderURL?: string;
      isLoadingMainFrame?: boolean;
      navigationId?: string;
      stackTrace?: { url?: string }[];
      /** An `EventDispatch`'s event (`touchstart`, `click`). */
      type?: string;
    };
    /** A `Layout` event's objects: those it laid out, and all the page had then. */
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/** Lighthouse's main-thread task groups (lighthouse/core/lib/tracehouse/task-groups.js). */
const GROUPS: Record<string, string[]> = {
  'script evaluation': [
    'EventDispatch',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireIdleCallback',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
  ],
  'script compile': ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground'],
  'style & layout': [
    'ScheduleStyleRecalculation',
    'UpdateLayoutTree',
    'InvalidateLayout',
    'Layout',
  ],
  'paint & composite': [
    'Animation',
    'HitTest',
    'PaintSetup',
    'Paint',
    'PaintImage',
    'PrePaint',
    'Rasterize',
    'RasterTask',
    'ScrollLayer',
    'UpdateLayer',
    'UpdateLayerTree',
    'CompositeLayers',
    'Commit',
    'Layerize',
  ],
  'parse HTML & CSS': ['ParseHTML', 'ParseAuthorStyleSheet'],
  'garbage collection': [
    'GCEvent',
    'MinorGC',
    'MajorGC',
    'ThreadState::performIdleLazySweep',
    'ThreadState::completeSweep',
    'BlinkGCMarking',
    'BlinkGC.AtomicPhase',
    'V8.GC_MC_BACKGROUND_MARKING',
  ],
};
const GROUP_OF = new Map(
  Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group] as const)),
);
const groupOf = (name: string) => GROUP_OF.get(name) ?? 'other';

/** The steps of the app's start, by the marks it leaves (in this order). */
export const STEPS = [
  ['before the app', undefined],
  ['app chunk and imports', 'app:load'],
  ['start (texts, router, page chunks)', 'app:start'],
  ['hydration (root, then the page)', 'app:hydrate'],
  ["after hydration (visitor's parts)", 'app:hydrated'],
] as const;

export interface PageTrace {
  /** From navigation start, ms. */
  fcpMs: number;
  /** The hydrated flag raised (lib/hydration-state.ts), ms from navigation start; NaN if never. */
  hydratedMs: number;
  /**
   * From when no task over 50 ms holds input back any more (the end of the last long task after
   * the first paint, or the paint itself), ms from navigation start.
   */
  interactiveMs: number;
  /** Main-thread task time from the first paint until interactive. */
  workMs: number;
  /** Main-thread task time from the first paint until the end of the recording. */
  allWorkMs: number;
  /** JavaScript (evaluation and compile, self time) from the first paint to the recording's end. */
  scriptMs: number;
  /** Σ (task − 50 ms) over tasks after the first paint: Lighthouse's TBT, measured not simulated. */
  blockingMs: number;
  longTasks: number;
  longestMs: number;
  /** Self time by group, by step, by script (chunk name without its hash), before interactive. */
  byGroup: Record<string, number>;
  byStep: Record<string, number>;
  byScript: Record<string, number>;
}

const LONG_TASK_US = 50_000;

/** The app's chunk names without their content hash (assets/start-Bx12abcd.js → start.js). */
function scriptName(url: string): string {
  try {
    const { pathname } = new URL(url);
    const file = pathname.slice(pathname.lastIndexOf('/') + 1);
    return pathname.startsWith('/assets/') ? file.replace(/-[\w-]{8}(\.\w+)$/, '$1') : file;
  } catch {
    return url;
  }
}

function urlOf(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  return (
    data?.url || data?.fileName || event.args?.fileName || data?.stackTrace?.[0]?.url || undefined
  );
}

/** Complete events of one thread from X events and B/E pairs, sorted for nesting. */
function completeEvents(events: TraceEvent[]): TraceEvent[] {
  const out: TraceEvent[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X') out.push(event);
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ ...begin, ph: 'X', dur: event.ts - begin.ts });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

interface Task {
  start: number;
  end: number;
  /** The thread's own CPU time in the task (`tdur`); the wall time is end − start. */
  cpuUs: number;
  /** Self time of every event inside, with its inherited script URL. */
  slices: { name: string; group: string; url: string | undefined; us: number }[];
  marks: string[];
}

function tasksOf(events: TraceEvent[]): Task[] {
  const tasks: Task[] = [];
  let current: Task | undefined;
  // The open events of the current task: [event, its URL, its children's time].
  let stack: { event: TraceEvent; url: string | undefined; childUs: number; end: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1].end <= upTo) {
      const top = stack.pop()!;
      const self = (top.event.dur ?? 0) - top.childUs;
      if (current && self > 0) {
        const { name } = top.event;
        current.slices.push({ name, group: groupOf(name), url: top.url, us: self });
      }
      if (stack.length) stack[stack.length - 1].childUs += top.event.dur ?? 0;
    }
  };
  for (const event of completeEvents(events)) {
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'RunTask' && (!current || event.ts >= current.end)) {
      close(Number.POSITIVE_INFINITY);
      current = { start: event.ts, end, cpuUs: event.tdur ?? 0, slices: [], marks: [] };
      tasks.push(current);
      stack = [{ event, url: undefined, childUs: 0, end }];
      continue;
    }
    if (!current || event.ts >= current.end) continue;
    close(event.ts);
    const parentUrl = stack.length ? stack[stack.length - 1].url : undefined;
    stack.push({ event, url: urlOf(event) ?? parentUrl, childUs: 0, end });
  }
  close(Number.POSITIVE_INFINITY);
  return tasks;
}

/**
 * The top-level tasks of every renderer's main thread in a trace (start and end in µs, as the
 * trace's clock): across a navigation, the page left and the page loaded both count
 * (bench/language-switch.ts). A task run inside another (a nested message loop) is not counted
 * twice.
 */
export function rendererMainTasks(traceEvents: TraceEvent[]): { start: number; end: number }[] {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread)) continue;
    const events = byThread.get(thread) ?? [];
    events.push(event);
    byThread.set(thread, events);
  }
  return [...byThread.values()].flatMap((events) =>
    tasksOf(events).map(({ start, end }) => ({ start, end })),
  );
}

/**
 * The renderers' main-thread work from the first dispatch of an input (`touchstart`) for
 * `windowMs`: the tasks' time, and each one's part over 50 ms (`blockedMs`, as Lighthouse's TBT:
 * what another tap in those seconds may wait behind). A task begun just before the input (50 ms)
 * counts: the input may have waited for it.
 */
export function workAfterInput(
  traceEvents: TraceEvent[],
  input: string,
  windowMs: number,
): { busyMs: number; blockedMs: number } {
  const first = traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === input);
  if (!first) throw new Error(`the trace has no ${input}`);
  const tasks = rendererMainTasks(traceEvents).filter(
    (task) => task.start >= first.ts - 50_000 && task.start < first.ts + windowMs * 1000,
  );
  const ms = (task: { start: number; end: number }) => (task.end - task.start) / 1000;
  return {
    busyMs: tasks.reduce((sum, task) => sum + ms(task), 0),
    blockedMs: tasks.reduce((sum, task) => sum + Math.max(0, ms(task) - 50), 0),
  };
}

/** The page's first contentful paint, reported by its renderer (not always its main thread). */
const firstPaint = (traceEvents: TraceEvent[], navigation: TraceEvent) =>
  traceEvents.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts,
  );

const add = (into: Record<string, number>, key: string, us: number) => {
  into[key] = (into[key] ?? 0) + us / 1000;
};

/** Reads one page load from its trace; `url` is the page's address as navigated to. */
export function readPageTrace(traceEvents: TraceEvent[], url: string): PageTrace {
  const navigations = traceEvents.filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  );
  // Chromium now and then leaves the loader's URL out: the page's origin is enough then.
  const navigation =
    navigations.find((e) => e.args?.data?.documentLoaderURL === url) ??
    navigations.findLast((e) =>
      (e.args?.data?.documentLoaderURL ?? '').startsWith(new URL(url).origin),
    );
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const main = traceEvents.filter(onMain);
  const fcp = firstPaint(traceEvents, navigation);
  if (!fcp) throw new Error(`no first contentful paint for ${url} in the trace`);
  const marks = new Map<string, number>();
  for (const e of traceEvents) {
    if (
      e.pid === navigation.pid &&
      e.cat.includes('blink.user_timing') &&
      e.name.startsWith('app:')
    )
      if (!marks.has(e.name)) marks.set(e.name, e.ts);
  }

  const tasks = tasksOf(main).filter((task) => task.end > fcp.ts);
  const hydrated = marks.get('app:hydrated');
  const lastLong = tasks.filter((t) => t.end - t.start > LONG_TASK_US).at(-1);
  const interactive = Math.max(lastLong?.end ?? 0, fcp.ts);

  const byGroup: Record<string, number> = {};
  const byStep: Record<string, number> = {};
  const byScript: Record<string, number> = {};
  let workUs = 0;
  let allWorkUs = 0;
  let scriptUs = 0;
  let blockingUs = 0;
  let longTasks = 0;
  let longestUs = 0;
  for (const task of tasks) {
    // A task that began before the first paint counts from the paint on, as in Lighthouse.
    const length = task.end - Math.max(task.start, fcp.ts);
    allWorkUs += length;
    const whole = task.end - task.start;
    if (whole > LONG_TASK_US) {
      blockingUs += length - LONG_TASK_US > 0 ? length - LONG_TASK_US : 0;
      longTasks++;
    }
    longestUs = Math.max(longestUs, whole);
    const share = length / Math.max(1, whole);
    for (const slice of task.slices) {
      if (slice.group === 'script evaluation' || slice.group === 'script compile')
        scriptUs += slice.us * share;
    }
    if (task.start >= interactive) continue;
    workUs += length;
    // The task that leaves a mark belongs to the step the mark begins (it raised the flag).
    const step =
      [...STEPS].reverse().find(([, mark]) => {
        const at = mark === undefined ? 0 : marks.get(mark);
        return at !== undefined && task.end >= at;
      })?.[0] ?? STEPS[0][0];
    add(byStep, step, length);
    for (const slice of task.slices) {
      add(byGroup, slice.group, slice.us * share);
      if (slice.group === 'script evaluation' || slice.group === 'script compile')
        add(byScript, slice.url ? scriptName(slice.url) : `(${slice.name})`, slice.us * share);
    }
  }
  const ms = (us: number) => us / 1000;
  return {
    fcpMs: ms(fcp.ts - navigation.ts),
    hydratedMs: hydrated === undefined ? Number.NaN : ms(hydrated - navigation.ts),
    interactiveMs: ms(interactive - navigation.ts),
    workMs: ms(workUs),
    allWorkMs: ms(allWorkUs),
    scriptMs: ms(scriptUs),
    blockingMs: ms(blockingUs),
    longTasks,
    longestMs: ms(longestUs),
    byGroup,
    byStep,
    byScript,
  };
}

/**
 * The page's own navigation in a trace of one load: the one its first paint names. Chromium may
 * record another navigationStart on the same thread around the load, with no URL; without a
 * named paint, the last one.
 */
function pageNavigation(traceEvents: TraceEvent[]): TraceEvent | undefined {
  const navigations = traceEvents.filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  );
  const named = traceEvents.find((e) => e.name === 'firstContentfulPaint')?.args?.data
    ?.navigationId;
  return (
    (named && navigations.find((e) => e.args?.data?.navigationId === named)) || navigations.at(-1)
  );
}

/**
 * How much of a core the page's main thread had while it worked, from the first contentful paint
 * to the end of the recording: the CPU time of its tasks (`tdur`) against their wall time (`dur`).
 * Lighthouse's TBT is built from wall time, so a main thread that waits for a core (this machine
 * has two, shared with the browser's own processes and Lighthouse's) shows as blocking time too.
 */
export function mainThreadShare(
  traceEvents: TraceEvent[],
): { cpuMs: number; wallMs: number } | undefined {
  const navigation = pageNavigation(traceEvents);
  if (!navigation) return undefined;
  // In time order, a task before the events inside it.
  const main = traceEvents
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const from = (firstPaint(traceEvents, navigation) ?? navigation).ts;
  let cpuUs = 0;
  let wallUs = 0;
  for (const task of tasksOf(main)) {
    if (task.start < from) continue;
    cpuUs += task.cpuUs;
    wallUs += task.end - task.start;
  }
  return { cpuMs: cpuUs / 1000, wallMs: wallUs / 1000 };
}

/** A layout of the page itself: the paint gate's hidden page lays out under ten objects. */
const WHOLE_PAGE_OBJECTS = 50;

/**
 * The CPU time of the page's first layout of the whole page: the first `Layout` on its main
 * thread of 50 objects or more (the paint gate keeps the page out of layout until the
 * stylesheet is in, so that is the one after it), with the style updates in the same task before
 * it. Lighthouse's benchmark index is a JavaScript loop: on a slow hour this machine's layout
 * took twice the CPU at the same index (bench/README.md, session 25), and this is where a run
 * shows it.
 */
export function firstLayoutCpu(
  traceEvents: TraceEvent[],
): { styleMs: number; layoutMs: number; objects: number } | undefined {
  const navigation = pageNavigation(traceEvents);
  if (!navigation) return undefined;
  // In time order, a task before the events inside it (completeEvents sorts them so).
  const main = completeEvents(
    traceEvents.filter(
      (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts,
    ),
  );
  const first = main.find(
    (e) => e.name === 'Layout' && (e.args?.beginData?.dirtyObjects ?? 0) >= WHOLE_PAGE_OBJECTS,
  );
  if (!first) return undefined;
  const task = main.find(
    (e) => e.name === 'RunTask' && e.ts <= first.ts && e.ts + (e.dur ?? 0) >= first.ts,
  );
  const styleUs = task
    ? main
        .filter((e) => e.name === 'UpdateLayoutTree' && e.ts >= task.ts && e.ts < first.ts)
        .reduce((sum, e) => sum + (e.tdur ?? 0), 0)
    : 0;
  return {
    styleMs: styleUs / 1000,
    layoutMs: (first.tdur ?? 0) / 1000,
    objects: first.args?.beginData?.dirtyObjects ?? 0,
  };
}
