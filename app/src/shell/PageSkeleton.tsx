import { useTranslation } from '@wasl/i18n';
import { Skeleton } from '@wasl/ui';
import type { SkeletonKind } from '../routing/types';
import * as styles from './shell.css';

/** A placeholder shaped like the page that is loading; announced once as "Loading…". */
export function PageSkeleton({ kind }: { kind: SkeletonKind }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.skeleton} aria-busy="true" role="status" aria-label={t('loading')}>
      <Skeleton shape="text" width="40%" height={32} />
      {kind === 'article' ? <Skeleton lines={6} /> : null}
      {kind === 'form' ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} shape="block" width="100%" height={56} />) : null}
      {kind === 'cards' ? (
        <div className={styles.skeletonCards}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="block" height={120} />
          ))}
        </div>
      ) : null}
      {kind === 'table' ? (
        <>
          <Skeleton shape="block" height={40} />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="block" height={32} />
          ))}
        </>
      ) : null}
    </div>
  );
}
