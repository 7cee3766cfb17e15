import { useNavigate } from 'react-router-dom';
import { useStartSessionMutation } from '../api';

export interface StartBlockButtonProps {
  examSlug: string;
  examTitle: string;
  /** The bank topics of the recommended block and how many questions it holds. */
  topics: string[];
  count: number;
}

/** 'Start recommended block': starts a tutor session of the block's topics and opens it at /s/:id. */
export function StartBlockButton({ examSlug, examTitle, topics, count }: StartBlockButtonProps) {
  const navigate = useNavigate();
  const [start, { isLoading: starting, error }] = useStartSessionMutation();

  const startBlock = async () => {
    const result = await start({ exam: examSlug, mode: 'tutor', filter: 'all', count, topics });
    if (result.data) await navigate(`/s/${result.data.id}`);
  };

  return (
    <>
      <button type="button" className="btn btn--primary btn--small" aria-label={`Start recommended block: ${examTitle}`} onClick={() => void startBlock()} disabled={starting}>
        {starting ? 'Starting…' : 'Start recommended block'}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </>
  );
}
