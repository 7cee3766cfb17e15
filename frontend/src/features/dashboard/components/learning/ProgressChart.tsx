import type { PeriodFigures } from '@medprep/shared';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Items answered (bars) and % correct (line) per period. Loaded lazily: recharts stays out of the first load. */
export default function ProgressChart({ periods }: { periods: PeriodFigures[] }) {
  const data = periods.map((p) => ({ label: p.start.slice(5), answered: p.answered, percent: p.percentCorrect }));
  return (
    <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 480, height: 220 }}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
        <YAxis yAxisId="items" allowDecimals={false} tick={{ fontSize: 11 }} />
        <YAxis yAxisId="percent" orientation="right" domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} />
        <Tooltip />
        <Bar yAxisId="items" dataKey="answered" name="Items answered" fill="var(--color-primary, #2563eb)" isAnimationActive={false} />
        <Line yAxisId="percent" dataKey="percent" name="% correct" stroke="var(--color-success, #16a34a)" dot={false} connectNulls isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
