import { useId } from 'react';
import { percentLabel } from '@medprep/shared';
import '../dashboard.css';

export interface ProgressMeterProps {
  label: string;
  /** 0–100. */
  value: number;
  caption: string;
}

/** A labelled progress bar: the percentage beside the label, what it counts under the bar. */
export function ProgressMeter({ label, value, caption }: ProgressMeterProps) {
  const id = useId();
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div className="meter">
      <div className="meter__head">
        <span id={`${id}-label`} className="meter__label">
          {label}
        </span>
        <span className="meter__value" aria-hidden="true">
          {percentLabel(clamped)}
        </span>
      </div>
      <div
        className="meter__track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-caption`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        aria-valuetext={`${percentLabel(clamped)}, ${caption}`}
      >
        <span className="meter__fill" style={{ width: `${clamped}%` }} />
      </div>
      <p id={`${id}-caption`} className="meter__caption">
        {caption}
      </p>
    </div>
  );
}
