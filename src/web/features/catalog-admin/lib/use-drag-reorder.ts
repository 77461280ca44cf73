import { type DragEvent, useState } from 'react';

/**
 * Native drag and drop for reordering a list: spread `itemProps(index)` on each item. Only drags
 * that started inside the list count, so files dragged in from the desktop are left alone.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };

  const itemProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      setDragging(index);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index)); // Firefox needs some data
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (dragging !== index) onMove(dragging, index);
      reset();
    },
    onDragEnd: reset,
  });

  return { itemProps, dragging, over };
}
