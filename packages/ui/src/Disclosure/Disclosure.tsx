import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  /** The always-visible question or summary. */
  title: ReactNode;
  /** The content shown when expanded. */
  children: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * A section that shows and hides its content: an FAQ answer, advanced settings. The title is a
 * heading with a button inside (`aria-expanded`); Enter or Space toggles it.
 */
export function Disclosure({ title, children, headingLevel = 3, className, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={[styles.disclosure, className].filter(Boolean).join(' ')}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <Icon icon={ChevronDown} size={20} className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'className' | 'style' | 'children'> {
  /** `Disclosure` items. */
  children: ReactNode;
  className?: string;
}

/** A stack of disclosures (the FAQ). One open at a time unless `allowsMultipleExpanded`. */
export function Accordion({ className, ...props }: AccordionProps) {
  return <DisclosureGroup {...props} className={[styles.group, className].filter(Boolean).join(' ')} />;
}
