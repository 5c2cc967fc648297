import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPrivilegeTree, checkState, filterTree, privilegeNames, type PrivilegeNode } from '../privilege-tree';

/**
 * Page privileges as a tree of checkboxes: sections (collapsible), sub-groups, pages and their
 * detail pages. A section or page checkbox sets its whole branch; partly granted branches show as
 * indeterminate. Every checkbox is labelled with the translated page title.
 */
export function PrivilegeTree({ isOn, onChange, legend, disabled }: {
  isOn: (name: string) => boolean;
  onChange: (names: string[], on: boolean) => void;
  legend: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const tree = useMemo(() => buildPrivilegeTree(), []);
  const titleOf = (n: PrivilegeNode) => t(`route.${n.title}`);
  const shown = filterTree(tree, filter, titleOf);
  const total = tree.flatMap(privilegeNames);
  const granted = total.filter(isOn).length;

  const renderNode = (node: PrivilegeNode, depth: number) => {
    const names = privilegeNames(node);
    const state = checkState(names, isOn);
    const box = (
      <label className="privilege-label">
        <input
          type="checkbox"
          checked={state === 'all'}
          ref={(el) => {
            if (el) el.indeterminate = state === 'some';
          }}
          disabled={disabled || names.length === 0}
          onChange={(e) => onChange(names, e.target.checked)}
        />
        {titleOf(node)}
        {!node.page && <span className="muted"> ({names.filter(isOn).length}/{names.length})</span>}
      </label>
    );
    if (depth === 0) {
      return (
        <details key={node.name} className="privilege-section" open={Boolean(filter.trim())}>
          <summary>
            {titleOf(node)} <span className="muted">({names.filter(isOn).length}/{names.length})</span>
          </summary>
          <div className="privilege-section-all">{box}</div>
          <ul className="privilege-list">{node.children.map((c) => renderNode(c, depth + 1))}</ul>
        </details>
      );
    }
    return (
      <li key={node.name}>
        {box}
        {node.children.length > 0 && <ul className="privilege-list">{node.children.map((c) => renderNode(c, depth + 1))}</ul>}
      </li>
    );
  };

  return (
    <fieldset className="privilege-tree">
      <legend>
        {legend} <span className="muted">{t('privilege.granted', { n: granted, total: total.length })}</span>
      </legend>
      <div className="field">
        <label htmlFor={filterId}>{t('privilege.find')}</label>
        <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <div className="privilege-sections">{shown.map((s) => renderNode(s, 0))}</div>
    </fieldset>
  );
}
