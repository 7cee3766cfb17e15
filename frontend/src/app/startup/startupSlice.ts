import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The public initialisation steps, in order. */
export const STARTUP_STEPS = ['theme', 'auth', 'connection', 'instanceSettings', 'exams', 'globalContent'] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

/** Core is ready when these are done; the app shows a loading state until then. */
export const CORE_STEPS: readonly StartupStep[] = ['theme', 'connection', 'instanceSettings'];

/** done: the step ran and succeeded; failed: it ran and its data is missing (the page offers a retry). */
export type StepStatus = 'pending' | 'done' | 'failed';

export interface InstanceSettings {
  /** The instance code trials are created for. */
  instanceCode: string;
  /** The build's environment ('production', 'staging'…). */
  environment: string;
}

export interface StartupState {
  steps: Record<StartupStep, StepStatus>;
  instance: InstanceSettings | null;
  /** True while the browser reports being offline and the connection step waits for it. */
  offline: boolean;
}

const initialState: StartupState = {
  steps: Object.fromEntries(STARTUP_STEPS.map((step) => [step, 'pending'])) as Record<StartupStep, StepStatus>,
  instance: null,
  offline: false,
};

export const startupSlice = createSlice({
  name: 'startup',
  initialState,
  reducers: {
    startupStepDone(state, action: PayloadAction<StartupStep>) {
      state.steps[action.payload] = 'done';
      if (action.payload === 'connection') state.offline = false;
    },
    startupStepFailed(state, action: PayloadAction<StartupStep>) {
      state.steps[action.payload] = 'failed';
    },
    connectionLost(state) {
      state.offline = true;
    },
    instanceSettingsLoaded(state, action: PayloadAction<InstanceSettings>) {
      state.instance = action.payload;
      state.steps.instanceSettings = 'done';
    },
  },
  selectors: {
    selectStartupSteps: (state) => state.steps,
    selectInstanceSettings: (state) => state.instance,
    selectWaitingForConnection: (state) => state.offline && state.steps.connection === 'pending',
    selectCoreReady: (state) => CORE_STEPS.every((step) => state.steps[step] === 'done'),
    selectFullyReady: (state) => STARTUP_STEPS.every((step) => state.steps[step] !== 'pending'),
  },
});

export const { startupStepDone, startupStepFailed, connectionLost, instanceSettingsLoaded } = startupSlice.actions;
export const { selectStartupSteps, selectInstanceSettings, selectWaitingForConnection, selectCoreReady, selectFullyReady } =
  startupSlice.selectors;
