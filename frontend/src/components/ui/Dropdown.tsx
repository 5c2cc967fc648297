import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that opens a menu (role=menu). Closes on outside click, Escape and after a choice.
 * `label` is the accessible name of the trigger; `content` what it shows.
 */
export function Dropdown({ label, content, children, className, align = 'right' }: {
  label: string;
  content: ReactNode;
  children: (close: () => void) => ReactNode;
  className?: string;
  align?: 'left' | 'right';
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className={`dropdown ${className ?? ''}`} ref={ref}>
      <button
        type="button"
        className="navbar-button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {content}
      </button>
      {open && (
        <div className={`dropdown-menu dropdown-${align}`} role="menu" id={menuId} aria-label={label}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
