/**
 * The database as supabase-js sees it, in the shape `supabase gen types typescript` writes: the one row type of the
 * site. The browser's client (src/lib/leads.ts), `npm run leads` and the tests' clients are `createClient<Database>`,
 * and server/ takes its stored lead from here (server/rest/table.ts).
 *
 * Written by hand, since the schema lives in supabase/migrations/ and the local backend has no `supabase gen types`;
 * tests/db/schema.test.ts holds it to the migrated tables (every column, its type and whether it may be null or left
 * out of an insert), so it cannot drift from the SQL. Types only: it adds nothing to any download.
 *
 * Text columns are `string`, as generated types have them: which codes a column takes (source, language, the chat's
 * answers) is the database's check and the site's own types' business (machines/leadOrigin.ts, machines/chatScript.ts).
 * Only the public schema: the API offers no other. Trigger functions are not callable, so not listed.
 */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: '12'
  }
  public: {
    Tables: {
      agent_authorizations: {
        Row: {
          id: string
          created_at: string
          link: string | null
          link_id: string | null
          lead_id: string | null
          language: string | null
          page: string
          consumer_name: string | null
          signed_name: string
          name_matches: boolean | null
          agent_name: string | null
          agency_name: string | null
          agreed: boolean
          consent_version: string
          consent_text: string | null
          consent_sha256: string | null
          application_summary: string | null
          review_version: string | null
          review_confirmed: boolean | null
          review_text: string | null
          review_sha256: string | null
          user_agent: string | null
          client_ip: string | null
          previous_sha256: string | null
          record_sha256: string | null
          revoked_at: string | null
          revoked_by_opt_out: string | null
        }
        Insert: {
          id: string
          created_at?: string
          link?: string | null
          link_id?: string | null
          lead_id?: string | null
          language?: string | null
          page: string
          consumer_name?: string | null
          signed_name: string
          name_matches?: boolean | null
          agent_name?: string | null
          agency_name?: string | null
          agreed: boolean
          consent_version: string
          consent_text?: string | null
          consent_sha256?: string | null
          application_summary?: string | null
          review_version?: string | null
          review_confirmed?: boolean | null
          review_text?: string | null
          review_sha256?: string | null
          user_agent?: string | null
          client_ip?: string | null
          previous_sha256?: string | null
          record_sha256?: string | null
          revoked_at?: string | null
          revoked_by_opt_out?: string | null
        }
        Update: {
          id?: string
          created_at?: string
          link?: string | null
          link_id?: string | null
          lead_id?: string | null
          language?: string | null
          page?: string
          consumer_name?: string | null
          signed_name?: string
          name_matches?: boolean | null
          agent_name?: string | null
          agency_name?: string | null
          agreed?: boolean
          consent_version?: string
          consent_text?: string | null
          consent_sha256?: string | null
          application_summary?: string | null
          review_version?: string | null
          review_confirmed?: boolean | null
          review_text?: string | null
          review_sha256?: string | null
          user_agent?: string | null
          client_ip?: string | null
          previous_sha256?: string | null
          record_sha256?: string | null
          revoked_at?: string | null
          revoked_by_opt_out?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'agent_authorizations_lead_id_fkey'
            columns: ['lead_id']
            isOneToOne: false
            referencedRelation: 'contact_submissions'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'agent_authorizations_revoked_by_opt_out_fkey'
            columns: ['revoked_by_opt_out']
            isOneToOne: false
            referencedRelation: 'contact_opt_outs'
            referencedColumns: ['id']
          },
        ]
      }
      contact_opt_outs: {
        Row: {
          id: string
          created_at: string
          phone: string | null
          email: string | null
          stop: string
          page: string
          language: string
          user_agent: string | null
          client_ip: string | null
          chain_seq: number | null
          previous_sha256: string | null
          record_sha256: string | null
          repeat_of: string | null
        }
        Insert: {
          id: string
          created_at?: string
          phone?: string | null
          email?: string | null
          stop: string
          page: string
          language: string
          user_agent?: string | null
          client_ip?: string | null
          chain_seq?: number | null
          previous_sha256?: string | null
          record_sha256?: string | null
          repeat_of?: string | null
        }
        Update: {
          id?: string
          created_at?: string
          phone?: string | null
          email?: string | null
          stop?: string
          page?: string
          language?: string
          user_agent?: string | null
          client_ip?: string | null
          chain_seq?: number | null
          previous_sha256?: string | null
          record_sha256?: string | null
          repeat_of?: string | null
        }
        Relationships: []
      }
      contact_submissions: {
        Row: {
          id: string
          created_at: string
          first_name: string
          last_name: string | null
          email: string | null
          phone: string
          state: string | null
          agreed_to_contact: boolean
          page: string
          consent_version: string
          consent_text: string | null
          consent_sha256: string | null
          sms_consent: boolean
          sms_consent_version: string | null
          sms_consent_text: string | null
          sms_consent_sha256: string | null
          time_zone: string | null
          user_agent: string | null
          client_ip: string | null
          website: string | null
          estimate: string | null
          source: string | null
          language: string | null
          utm_source: string | null
          utm_medium: string | null
          utm_campaign: string | null
          utm_term: string | null
          utm_content: string | null
          gclid: string | null
          fbclid: string | null
          msclkid: string | null
          referrer: string | null
          landing_page: string | null
          zip_code: string | null
          medicaid_denied: boolean | null
          age_range: string | null
          income_range: string | null
          current_insurance: string | null
          household_size: number | null
          income_band: string | null
          coverage_year: number | null
          state_code: string | null
          repeat_of: string | null
          chain_seq: number | null
          previous_sha256: string | null
          record_sha256: string | null
          submit_label: string | null
          build_id: string | null
          privacy_version: string | null
          terms_version: string | null
          gpc: boolean | null
          consent_shown_sha256: string | null
          sms_consent_shown_sha256: string | null
          evidence_format: number | null
        }
        Insert: {
          id?: string
          created_at?: string
          first_name: string
          last_name?: string | null
          email?: string | null
          phone: string
          state?: string | null
          agreed_to_contact: boolean
          page: string
          consent_version: string
          consent_text?: string | null
          consent_sha256?: string | null
          sms_consent?: boolean
          sms_consent_version?: string | null
          sms_consent_text?: string | null
          sms_consent_sha256?: string | null
          time_zone?: string | null
          user_agent?: string | null
          client_ip?: string | null
          website?: string | null
          estimate?: string | null
          source?: string | null
          language?: string | null
          utm_source?: string | null
          utm_medium?: string | null
          utm_campaign?: string | null
          utm_term?: string | null
          utm_content?: string | null
          gclid?: string | null
          fbclid?: string | null
          msclkid?: string | null
          referrer?: string | null
          landing_page?: string | null
          zip_code?: string | null
          medicaid_denied?: boolean | null
          age_range?: string | null
          income_range?: string | null
          current_insurance?: string | null
          household_size?: number | null
          income_band?: string | null
          coverage_year?: number | null
          repeat_of?: string | null
          state_code?: string | null
          chain_seq?: number | null
          previous_sha256?: string | null
          record_sha256?: string | null
          submit_label?: string | null
          build_id?: string | null
          privacy_version?: string | null
          terms_version?: string | null
          gpc?: boolean | null
          consent_shown_sha256?: string | null
          sms_consent_shown_sha256?: string | null
          evidence_format?: number | null
        }
        Update: {
          id?: string
          created_at?: string
          first_name?: string
          last_name?: string | null
          email?: string | null
          phone?: string
          state?: string | null
          agreed_to_contact?: boolean
          page?: string
          consent_version?: string
          consent_text?: string | null
          consent_sha256?: string | null
          sms_consent?: boolean
          sms_consent_version?: string | null
          sms_consent_text?: string | null
          sms_consent_sha256?: string | null
          time_zone?: string | null
          user_agent?: string | null
          client_ip?: string | null
          website?: string | null
          estimate?: string | null
          source?: string | null
          language?: string | null
          utm_source?: string | null
          utm_medium?: string | null
          utm_campaign?: string | null
          utm_term?: string | null
          utm_content?: string | null
          gclid?: string | null
          fbclid?: string | null
          msclkid?: string | null
          referrer?: string | null
          landing_page?: string | null
          zip_code?: string | null
          medicaid_denied?: boolean | null
          age_range?: string | null
          income_range?: string | null
          current_insurance?: string | null
          household_size?: number | null
          income_band?: string | null
          coverage_year?: number | null
          repeat_of?: string | null
          state_code?: string | null
          chain_seq?: number | null
          previous_sha256?: string | null
          record_sha256?: string | null
          submit_label?: string | null
          build_id?: string | null
          privacy_version?: string | null
          terms_version?: string | null
          gpc?: boolean | null
          consent_shown_sha256?: string | null
          sms_consent_shown_sha256?: string | null
          evidence_format?: number | null
        }
        Relationships: []
      }
      deleted_records: {
        Row: {
          id: string
          table_name: string
          deleted_at: string
          deleted_by: string
          reason: string
          record_sha256: string | null
          phone_sha256: string | null
          email_sha256: string | null
        }
        Insert: {
          id: string
          table_name: string
          deleted_at?: string
          deleted_by?: string
          reason: string
          record_sha256?: string | null
          phone_sha256?: string | null
          email_sha256?: string | null
        }
        Update: {
          id?: string
          table_name?: string
          deleted_at?: string
          deleted_by?: string
          reason?: string
          record_sha256?: string | null
          phone_sha256?: string | null
          email_sha256?: string | null
        }
        Relationships: []
      }
      lead_notifications: {
        Row: {
          id: string
          lead_id: string | null
          opt_out_id: string | null
          target: string
          status: string
          created_at: string
          attempts: number
          max_attempts: number
          next_attempt_at: string
          leased_until: string | null
          last_attempt_at: string | null
          last_error: string | null
          delivered_at: string | null
          reported_at: string | null
          dead_reported_at: string | null
          authorization_id: string | null
          recipient: string | null
        }
        Insert: {
          id?: string
          lead_id?: string | null
          opt_out_id?: string | null
          target: string
          status?: string
          created_at?: string
          attempts?: number
          max_attempts?: number
          next_attempt_at?: string
          leased_until?: string | null
          last_attempt_at?: string | null
          last_error?: string | null
          delivered_at?: string | null
          reported_at?: string | null
          dead_reported_at?: string | null
          authorization_id?: string | null
          recipient?: string | null
        }
        Update: {
          id?: string
          lead_id?: string | null
          opt_out_id?: string | null
          target?: string
          status?: string
          created_at?: string
          attempts?: number
          max_attempts?: number
          next_attempt_at?: string
          leased_until?: string | null
          last_attempt_at?: string | null
          last_error?: string | null
          delivered_at?: string | null
          reported_at?: string | null
          dead_reported_at?: string | null
          authorization_id?: string | null
          recipient?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'lead_notifications_authorization_id_fkey'
            columns: ['authorization_id']
            isOneToOne: false
            referencedRelation: 'agent_authorizations'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'lead_notifications_opt_out_id_fkey'
            columns: ['opt_out_id']
            isOneToOne: false
            referencedRelation: 'contact_opt_outs'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'lead_notifications_lead_id_fkey'
            columns: ['lead_id']
            isOneToOne: false
            referencedRelation: 'contact_submissions'
            referencedColumns: ['id']
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      agent_authorization_link: {
        Args: { token: string }
        Returns: Json
      }
      claim_lead_delivery_alerts: {
        Args: { overdue_seconds?: number }
        Returns: Json
      }
      claim_lead_notifications: {
        Args: { max_count?: number; lease_seconds?: number }
        Returns: Json
      }
      claim_words_differ_reports: {
        Args: never
        Returns: Json
      }
      create_agent_authorization_link: {
        Args: {
          consumer_name: string
          agent_name: string
          lead_id?: string
          language?: string
          days?: number
          application_summary?: string
          consumer_email?: string
        }
        Returns: Json
      }
      delete_record: {
        Args: { record_id: string; reason: string }
        Returns: Json
      }
      lead_deliveries: {
        Args: { lead_ids: string[] }
        Returns: Json
      }
      report_consent_words_differ: {
        Args: {
          consent_version: string
          sms_consent_version: string
          consent_shown_sha256: string
          sms_consent_shown_sha256: string
          page: string
        }
        Returns: boolean
      }
      revoke_agent_authorization: {
        Args: { authorization_id: string; opt_out_id?: string }
        Returns: Json
      }
      set_lead_delivery_targets: {
        Args: { targets: string[] }
        Returns: Json
      }
      settle_lead_notification: {
        Args: { notification_id: string; outcome: string; error?: string; retry_in_seconds?: number }
        Returns: Json
      }
      verify_evidence_chains: {
        Args: never
        Returns: Json
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}
