// Times tdoku's solver (BSD-2, see LICENSE) over a file of 81-character puzzles, one thread:
// the first solution of each, then the count to two (whether the puzzle is unique), each as the
// best of ROUNDS passes. Prints puzzles per second in the words `bench brute` and `bench count` use.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "include/tdoku.h"

static double best_pass(const std::vector<std::string> &puzzles, size_t limit, int rounds,
                        size_t *found) {
    double best = 0;
    for (int round = 0; round < rounds; round++) {
        size_t solutions = 0;
        auto begin = std::chrono::steady_clock::now();
        for (const std::string &puzzle : puzzles) {
            char solution[81];
            size_t guesses = 0;
            solutions += TdokuSolverDpllTriadSimd(puzzle.c_str(), limit, 0, solution, &guesses);
        }
        std::chrono::duration<double> took = std::chrono::steady_clock::now() - begin;
        if (round == 0 || took.count() < best) best = took.count();
        *found = solutions;
    }
    return best;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s PUZZLES.txt [ROUNDS]\n", argv[0]);
        return 2;
    }
    std::ifstream file(argv[1]);
    int rounds = argc > 2 ? std::atoi(argv[2]) : 5;
    std::vector<std::string> puzzles;
    for (std::string line; std::getline(file, line);) {
        if (line.size() >= 81 && line[0] != '#') puzzles.push_back(line.substr(0, 81));
    }
    for (size_t limit : {1, 2}) {
        size_t solutions = 0;
        double seconds = best_pass(puzzles, limit, rounds < 1 ? 1 : rounds, &solutions);
        std::printf("tdoku %s: %zu puzzles, %.3f s, %.0f puzzles/s (%zu solutions found)\n",
                    limit == 1 ? "brute" : "count", puzzles.size(), seconds,
                    puzzles.size() / seconds, solutions);
    }
    return 0;
}
