import { resultCopy as copy } from '@copy/browser/estimateResult'
import { estimatorCopy } from '@copy/browser/savingsEstimator'
import type { PageConversion } from '../../../content/types'
import type { Estimate } from '../../../rules/savingsEstimate'
import { config } from '../../lib/env'
import { CallLink } from '../conversion/CallLink'
import { ExternalLink } from '../conversion/ExternalLink'
import { TextLink } from '../conversion/TextLink'
import { TextDisclosure } from '../conversion/TextDisclosure'
import type { ResultCopy } from './resultCopy'

type Props = {
  estimate: Estimate
  copy: ResultCopy
  conversion: PageConversion
  /** 'Have an agent check this': opens the callback form below the result. */
  onAgentCheck: () => void
}

/**
 * The rest of a result, below its plain-words line: the numbers, what the year's facts add, what it rests on (with
 * any figure not yet confirmed by its primary source), the sources, when the rules were last checked, and last the
 * agency's actions.
 */
export function EstimateResult({ estimate, copy: result, conversion, onAgentCheck }: Props) {
  return (
    <div className="estimator__result">
      <h3>{`${copy.resultHeading}: ${estimatorCopy.year.option(estimate.coverageYear)}`}</h3>
      {result.details.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {result.comparison ? <p className="estimator__comparison">{result.comparison}</p> : null}
      {result.caveats.map((line) => (
        <p key={line} className="estimator__caveat">
          {line}
        </p>
      ))}
      <p className="estimator__disclaimer">
        {result.basis} {copy.disclaimer}
      </p>
      {estimate.unverified.map((note) => (
        <p key={note} className="estimator__disclaimer">
          {note}
        </p>
      ))}
      <details className="estimator__sources">
        <summary>{copy.sourcesHeading}</summary>
        <ul>
          {estimate.sources.map((source) => (
            <li key={source.title}>
              <ExternalLink href={source.url}>{source.title}</ExternalLink>
            </li>
          ))}
        </ul>
      </details>
      <p className="estimator__disclaimer">{result.lastChecked}</p>
      <div className="estimator__actions">
        <CallLink event={conversion} className="btn btn--call btn--large">
          {copy.call} <span className="nowrap">{config.phone.display}</span>
        </CallLink>
        <TextLink body={conversion.smsBody} className="btn btn--outline btn--large">
          {copy.text}
        </TextLink>
        <button type="button" className="btn btn--primary btn--large" onClick={onAgentCheck}>
          {copy.agentCheck}
        </button>
      </div>
      <TextDisclosure className="text-disclosure--block" />
    </div>
  )
}
