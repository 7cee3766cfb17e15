/** The player's shortcuts, visible so that they can be learnt, with how each item type is answered by keyboard. */
export function KeyboardHints() {
  return (
    <section className="quiz-keys" aria-labelledby="quiz-keys-title">
      <h2 id="quiz-keys-title" className="quiz-keys__title">
        Keyboard shortcuts
      </h2>
      <dl className="quiz-keys__list">
        <div>
          <dt>
            <kbd>1</kbd>–<kbd>8</kbd> or <kbd>A</kbd>–<kbd>H</kbd>
          </dt>
          <dd>single best answer: choose an option</dd>
        </div>
        <div>
          <dt>
            <kbd>Enter</kbd>
          </dt>
          <dd>submit a complete answer, then next question</dd>
        </div>
        <div>
          <dt>
            <kbd>F</kbd>
          </dt>
          <dd>flag or unflag the question</dd>
        </div>
        <div>
          <dt>
            <kbd>S</kbd>
          </dt>
          <dd>single best answer: strike out (or restore) the focused or chosen option</dd>
        </div>
        <div>
          <dt>
            <kbd>H</kbd>
          </dt>
          <dd>highlight the selected words</dd>
        </div>
        <div>
          <dt>
            <kbd>←</kbd> <kbd>→</kbd>
          </dt>
          <dd>previous or next question</dd>
        </div>
        <div>
          <dt>
            <kbd>Tab</kbd>
          </dt>
          <dd>other types: move between the answer controls</dd>
        </div>
        <div>
          <dt>
            <kbd>↑</kbd> <kbd>↓</kbd> or <kbd>←</kbd> <kbd>→</kbd>
          </dt>
          <dd>true/false: switch between True and False</dd>
        </div>
        <div>
          <dt>
            <kbd>Space</kbd>
          </dt>
          <dd>choose: tick or untick a response</dd>
        </div>
        <div>
          <dt>
            <kbd>Space</kbd>, <kbd>↑</kbd> <kbd>↓</kbd>, <kbd>Space</kbd>
          </dt>
          <dd>
            ranking: on a handle, pick up, move and drop a response (<kbd>Esc</kbd> cancels); or use Move up and Move down. <kbd>Enter</kbd> submits a
            ranking once you have moved a response; to keep the order as listed, use the submit button
          </dd>
        </div>
      </dl>
    </section>
  );
}
