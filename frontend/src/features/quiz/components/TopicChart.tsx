import type { Review } from '../quiz-types';

export interface TopicChartProps {
  topics: Review['topics'];
}

/** Marks per topic (of the marks available) as horizontal bars, with the numbers in text beside each bar (no colour needed). */
export function TopicChart({ topics }: TopicChartProps) {
  if (topics.length === 0) return null;
  return (
    <ul className="quiz-topics" aria-label="Score by topic">
      {topics.map((topic) => {
        const pct = Math.round(topic.percentCorrect);
        return (
          <li key={topic.topic} className="quiz-topics__row">
            <span className="quiz-topics__name">{topic.topic}</span>
            <span className="quiz-topics__track" aria-hidden="true">
              <span className="quiz-topics__fill" style={{ width: `${Math.min(100, Math.max(0, topic.percentCorrect))}%` }} />
            </span>
            <span className="quiz-topics__value">
              {topic.marks}/{topic.maxMarks} ({pct}%)
            </span>
          </li>
        );
      })}
    </ul>
  );
}
