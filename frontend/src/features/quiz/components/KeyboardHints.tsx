/** The player's shortcuts, visible so that they can be learnt. */
export function KeyboardHints() {
  return (
    <section className="quiz-keys" aria-labelledby="quiz-keys-title">
      <h2 id="quiz-keys-title" className="quiz-keys__title">
        Keyboard shortcuts
      </h2>
      <dl className="quiz-keys__list">
        <div>
          <dt>
            <kbd>1</kbd>–<kbd>5</kbd> or <kbd>A</kbd>–<kbd>E</kbd>
          </dt>
          <dd>choose an option</dd>
        </div>
        <div>
          <dt>
            <kbd>Enter</kbd>
          </dt>
          <dd>submit, then next question</dd>
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
          <dd>strike out (or restore) the focused or chosen option</dd>
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
      </dl>
    </section>
  );
}
