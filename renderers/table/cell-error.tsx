/** The messages under a cell; the cell's control points at them with aria-describedby. */
export function CellError({ id, messages }: { id: string; messages: string[] }) {
  return (
    <div id={id} className="table-cell-error">
      {messages.map((message, i) => (
        <div key={i}>{message}</div>
      ))}
    </div>
  );
}
