/**
 * Corpus twenty-six (written blind, see docs/redaction-corpus-twentysix.md: data and machine-learning work: notebooks, warehouses, pipelines, ML platforms): its misses
 * at first sight, against main at b419273 (the thirteenth round's start: every rule of the twelfth round) (no engineer who wrote those rules saw it): 254/278 = 91.4 % recall as
 * written and in a record, 119/120 = 99.2 % untouched (docs/redaction.md "Held-out corpus twenty-six").
 * Label → the case's shape and family.
 */
export const TWENTYSIX_MISSED: Record<string, string> = {
  "spark.conf.set of an ADLS account key — a Claude Code Read result":
    "assignment, in the family notebooks",
  "airflow connections get table — a Codex command and its output":
    "output, in the family pipelines and orchestration",
  "Gradio share link printed — a Claude Code Read result": "url, in the family data apps",
  "Gradio share link printed — a notebook output": "url, in the family data apps",
  "df.head() of users with bcrypt hashes — a notebook cell's printed output":
    "output, in the family printed output",
  "df.head() of users with bcrypt hashes — a script run in a terminal":
    "output, in the family printed output",
  "df of accounts with an api_key column — a Codex command output":
    "output, in the family printed output",
  "df of accounts with an api_key column — a Claude Code Read result":
    "output, in the family printed output",
  "psql result of Django users with pbkdf2 hashes — a training cell's output":
    "output, in the family printed output",
  "psql result of Django users with pbkdf2 hashes — a notebook cell's printed output":
    "output, in the family printed output",
  "W&B key cut at the terminal's width — a notebook cell":
    "wrapped, in the family key blocks, wrapped and encoded",
  "W&B key cut at the terminal's width — a Databricks notebook source":
    "wrapped, in the family key blocks, wrapped and encoded",
  "HF token over Python implicit concatenation — a Claude Code Read result":
    "wrapped, in the family key blocks, wrapped and encoded",
  "Databricks token split over two YAML lines — a Codex command output":
    "wrapped, in the family key blocks, wrapped and encoded",
  "Databricks token split over two YAML lines — a Colab notebook":
    "wrapped, in the family key blocks, wrapped and encoded",
  "Together key wrapped in a narrow output — a Claude Code Read result":
    "wrapped, in the family key blocks, wrapped and encoded",
  "Groq key split in an f-string — a Codex command output":
    "wrapped, in the family key blocks, wrapped and encoded",
  "Groq key split in an f-string — a Colab notebook":
    "wrapped, in the family key blocks, wrapped and encoded",
  "a Kaggle key typed in a message — a Claude Code assistant message":
    "output, in the family chat and tool calls",
  "a ClickHouse password quoted from Slack — a Gemini CLI message":
    "output, in the family chat and tool calls",
  "a ClickHouse password quoted from Slack — plain chat text":
    "output, in the family chat and tool calls",
  "the assistant listing the keys it found in a notebook — a Claude Code user message":
    "vendor, in the family chat and tool calls",
  "the assistant listing the keys it found in a notebook — a Claude Code assistant message":
    "vendor, in the family chat and tool calls",
};

/** Corpus twenty-six's clean texts changed at first sight: label → family. */
export const TWENTYSIX_CHANGED: Record<string, string> = {
  "MLflow on Databricks without a token — a terminal": "in the family clean configs and references",
};
