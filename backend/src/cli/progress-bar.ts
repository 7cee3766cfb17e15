/** A small progress line on stderr: redrawn in place on a terminal, plain lines otherwise. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let lastStage = '';
  return (stage: string, done: number, total: number) => {
    const width = 30;
    const filled = total > 0 ? Math.round((done / total) * width) : width;
    const line = `${stage.padEnd(24)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`;
    if (stream.isTTY) {
      stream.write(`\r${line}`);
      if (done >= total) stream.write('\n');
    } else if (done >= total || stage !== lastStage) {
      stream.write(`${line}\n`);
    }
    lastStage = stage;
  };
}
